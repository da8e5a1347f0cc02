// The service worker (built into /sw.js by workbox-webpack-plugin, production only). It keeps
// every page and asset of the deploy that installed it, so that after one visit the site opens
// offline, and a page never loses the chunks it was built with.
import { clientsClaim } from 'workbox-core';
import {
  addPlugins,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SKIP_WAITING } from '../app/serviceWorkerMessages';

// The worker's own global scope; the project's type library is the DOM's, not a worker's.
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
};

// Installing, the worker fetches the files at low priority: its page may still be asking for
// code the visitor waits for (a page opened next, a form's first use), and that goes first. A
// page's own request (a navigation, whose request takes no changes) keeps its priority.
addPlugins([
  {
    requestWillFetch: async ({ request, event }) =>
      event.type === 'install' ? new Request(request, { priority: 'low' }) : request,
  },
]);
// '/' (and '/index.html') answer with the prerendered landing page.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// /quote and /checkout start from their prerendered first screens, whatever their query (a
// link to a quote carries its trip there), any other address from the 'not found' page, as the
// servers answer them.
for (const page of ['quote', 'checkout']) {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL(`/${page}.html`), {
      allowlist: [new RegExp(`^/${page}/?(\\?.*)?$`)],
    }),
  );
}
registerRoute(new NavigationRoute(createHandlerBoundToURL('/404.html')));

// The first worker takes the open page at once. A new deploy's worker waits: the page offers
// the update, and the visitor's 'Recargar' sends SKIP_WAITING. Until then the page keeps the
// deploy it started with, chunks included.
clientsClaim();
self.addEventListener('message', (event) => {
  const { type } = (event.data ?? {}) as { type?: unknown };
  if (type === SKIP_WAITING.type) void self.skipWaiting();
});
