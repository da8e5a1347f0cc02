import createEmotionServer from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import App from './app/App';
import AppProviders from './app/AppProviders';
import { createEmotionCache } from './app/emotionCache';
import { createAppStore } from './app/store';

/** The pages prerendered at build time, by path. */
export type PrerenderedPath = '/' | '/quote';

/**
 * A page as the app first renders it, as HTML with its critical styles, rendered at build time
 * (scripts/prerenderPages.ts) so that the first paint shows it before any script: the landing
 * page's header, hero and quote form; /quote's search screen (its storage is read in the
 * browser, so the app first renders that screen there too).
 */
export async function renderPage(
  location: PrerenderedPath,
): Promise<{ html: string; styles: string }> {
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const store = createAppStore();
  // Waits for the parts the browser loads later (the quote form), so that they are in the HTML.
  const { prelude } = await prerenderToNodeStream(
    <AppProviders store={store} cache={cache}>
      <StaticRouter location={location}>
        <App />
      </StaticRouter>
    </AppProviders>,
    // Every part inline, as one page: larger parts would otherwise come last, with a script.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
