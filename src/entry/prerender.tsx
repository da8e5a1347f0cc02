import createEmotionServer from '@emotion/server/create-instance';
import type { EmotionCache } from '@emotion/cache';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import App from '../app/App';
import AppProviders from '../app/AppProviders';
import { createEmotionCache } from '../app/emotionCache';
import {
  headTags,
  NOT_FOUND_PATH,
  notFoundHeadTags,
  robotsTxt,
  securityTxt,
  sitemapXml,
} from '../app/pageHeads';
import type { PagePath } from '../app/pageTable.cjs';
import { createAppStore, type AppStore } from '../app/store';
import { pricedPlans } from '../domain/pricing';
import type { Quote } from '../domain/quote';
import CheckoutPage from '../features/checkout/CheckoutPage';
import PlanResults from '../features/quotePage/PlanResults';
import { planChosen } from '../features/quotePage/selectedPlanSlice';
import { quoteSubmitted } from '../features/quote/quoteSlice';

/** The pages prerendered at build time, by path: the site's pages and its 'not found' page. */
export type PrerenderedPath = PagePath | typeof NOT_FOUND_PATH;

async function renderToHtml(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  // Waits for the parts the browser loads later (the quote form), so that they are in the HTML.
  const { prelude } = await prerenderToNodeStream(element, {
    // Every part inline, as one page: larger parts would otherwise come last, with a script.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    // React would leave a part that throws out of the HTML and render it in the browser: a
    // page without its form, for whoever has no script yet. The build stops instead.
    onError: (error) => void errors.push(error),
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length > 0)
    throw new Error('A part of the page failed to prerender', { cause: errors[0] });
  return html;
}

/**
 * Any quote and plan of three travellers, one of them over 70: the forms then have every part
 * they can show, and /quote also tells which plan the ages hide.
 */
const SAMPLE_QUOTE: Quote = {
  destination: 'Europa',
  modality: 'por_dias',
  departureDate: '2030-01-10',
  returnDate: '2030-01-17',
  travelers: 3,
  ages: ['30', '30', '72'],
  timestamp: '2030-01-01T00:00:00.000Z',
};

/** What /quote and /checkout show once the browser has read storage (a quote, a plan). */
const ONCE_STORAGE_IS_READ: Partial<Record<PrerenderedPath, ReactNode>> = {
  '/quote': <PlanResults quote={SAMPLE_QUOTE} />,
  '/checkout': <CheckoutPage />,
};

/** Renders `page` as the browser shows it once storage is read, for the styles it makes. */
async function renderOnceStorageIsRead(
  page: ReactNode,
  location: PrerenderedPath,
  cache: EmotionCache,
): Promise<void> {
  const store: AppStore = createAppStore();
  store.dispatch(quoteSubmitted(SAMPLE_QUOTE));
  store.dispatch(planChosen(pricedPlans(SAMPLE_QUOTE)[0]!));
  await renderToHtml(
    <AppProviders store={store} cache={cache}>
      <StaticRouter location={location}>{page}</StaticRouter>
    </AppProviders>,
  );
}

/**
 * The class names of every style `cache` holds, not only those some HTML names: MUI's
 * components also make inner styles that they compose into their outer classes.
 */
const everyClassIn = (cache: EmotionCache) =>
  Object.keys(cache.inserted)
    .map((id) => `${cache.key}-${id}`)
    .join(' ');

/**
 * A page as the app first renders it, as HTML with its styles and its head tags (title,
 * description, link preview, canonical address), rendered at build time
 * (scripts/build/prerenderPages.ts) so that the first paint shows it before any script: the
 * landing page's header, hero and quote form; /quote's search screen and /checkout's heading
 * (their storage is read in the browser, so the app first renders them there too).
 *
 * /quote and /checkout carry every style their components make, the plans and the form that
 * follow included: a phone then has no CSS to work out as it hydrates them or shows the plans or
 * the form. The landing page carries the styles its HTML names, and no more: it must come whole
 * in the first round trip of its connection, and what its hydration makes is little.
 */
export async function renderPage(
  location: PrerenderedPath,
): Promise<{ html: string; styles: string; head: string }> {
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = await renderToHtml(
    <AppProviders store={createAppStore()} cache={cache}>
      <StaticRouter location={location}>
        <App />
      </StaticRouter>
    </AppProviders>,
  );
  const later = ONCE_STORAGE_IS_READ[location];
  if (later) await renderOnceStorageIsRead(later, location, cache);
  const { styles } = extractCriticalToChunks(later ? everyClassIn(cache) : html);
  // A global style with no rules (one of CssBaseline's) would cost every page an empty tag and
  // the CSP a hash; on the client, Emotion makes its own sheet when it finds none.
  const filled = styles.filter(({ css }) => css !== '');
  return {
    html,
    styles: constructStyleTagsFromChunks({ html, styles: filled }),
    head: location === NOT_FOUND_PATH ? notFoundHeadTags() : headTags(location),
  };
}

/**
 * The files for those who read the site rather than visit it, with its absolute addresses: what
 * search engines may index, and where to report a weakness (written with the build's date).
 */
export const siteFiles = (): Record<string, string> => ({
  'sitemap.xml': sitemapXml(),
  'robots.txt': robotsTxt(),
  '.well-known/security.txt': securityTxt(new Date()),
});
