// The service worker (built into /sw.js by workbox-webpack-plugin, production only). It keeps
// every page and asset of the deploy that installed it, so that after one visit the site opens
// offline, and a page never loses the chunks it was built with.
import {
  clientsClaim,
  type RouteHandlerCallback,
  type RouteMatchCallbackOptions,
} from 'workbox-core';
import {
  addPlugins,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { isPublicFile, NOT_FOUND_PAGE, pageSpelledAt, PAGES } from '../app/pageTable.cjs';
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
/** A navigation of this site's: a page opened, not a file fetched by one. */
const navigation = ({ request, sameOrigin }: RouteMatchCallbackOptions) =>
  sameOrigin && request.mode === 'navigate';

// Every other spelling of a page (/quote/, /quote.html...) moves to the page's own address, its
// query kept, as every server answers it (the table of pages, ../app/pageTable.cjs), offline too.
registerRoute(
  (options) => navigation(options) && pageSpelledAt(options.url.pathname) !== undefined,
  ({ url }) =>
    Promise.resolve(
      Response.redirect(new URL(`${pageSpelledAt(url.pathname)!.path}${url.search}`, url), 301),
    ),
);
// Each page, kept at its own address, and every file of the deploy.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A page opened with a query (a link to a quote carries its trip) starts from the same
// prerendered first screen.
const pageAnswers = new Map<string, RouteHandlerCallback>(
  PAGES.map((page) => [page.path, createHandlerBoundToURL(page.path)]),
);
registerRoute(
  (options) => navigation(options) && pageAnswers.has(options.url.pathname),
  (options) => pageAnswers.get(options.url.pathname)!(options),
);
// Any other address opens the 'not found' page, as the servers answer it, unless it names a
// public file (robots.txt, security.txt, an icon...): that one comes from the network as itself,
// and fails offline as the browser fails.
registerRoute(
  (options) => navigation(options) && !isPublicFile(options.url.pathname),
  createHandlerBoundToURL(`/${NOT_FOUND_PAGE.file}`),
);

// The first worker takes the open page at once. A new deploy's worker waits: the page offers
// the update, and the visitor's 'Recargar' sends SKIP_WAITING. Until then the page keeps the
// deploy it started with, chunks included.
clientsClaim();
self.addEventListener('message', (event) => {
  const { type } = (event.data ?? {}) as { type?: unknown };
  if (type === SKIP_WAITING.type) void self.skipWaiting();
});
