import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import App from './app/App';
import AppProviders from './app/AppProviders';
import { createEmotionCache } from './app/emotionCache';
import { createAppStore } from './app/store';

/**
 * The landing page as HTML with its critical styles, rendered at build time
 * (scripts/prerenderLandingPage.ts) so that the first paint shows the header and hero before any script.
 */
export function renderLandingPage(): { html: string; styles: string } {
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const store = createAppStore();
  const html = renderToString(
    <AppProviders store={store} cache={cache}>
      <StaticRouter location="/">
        <App />
      </StaticRouter>
    </AppProviders>,
  );
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
