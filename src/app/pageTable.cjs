// @ts-check
// The site's pages and public files, listed once (contract section 9). The build (webpack's
// pages, the prerender, each page's code), `npm start`, nginx's generated locations, the edge's
// _redirects and _headers, the service worker's navigation routes and the route table's rows
// (tests/support/routes.ts) all read this table: adding a page is one row here, then its head
// (src/app/pageHeads.ts, which the type checker asks for) and its route. Plain JavaScript, so
// that the servers, which Node runs as they are, import it as the build and the app do, and
// CommonJS, which the build's configuration (webpack's, through ts-node) can require.

/**
 * @typedef {object} Page
 * @property {string} path The page's own address, the one links and the router use.
 * @property {string} file The prerendered HTML file the servers answer that address with.
 * @property {readonly string[]} spellings Other addresses a visitor may type for it: each one
 *   answers a permanent redirect to `path`, its query kept, on every server and in the worker.
 * @property {string} [code] The chunk group of the page's own code, when it loads when visited
 *   (the webpackChunkName of its loader): the page preloads those files from its first paint.
 */

const PAGES = /** @type {const} */ ([
  { path: '/', file: 'index.html', spellings: ['/index.html'] },
  {
    path: '/quote',
    file: 'quote.html',
    spellings: ['/quote/', '/quote.html'],
    code: 'quote-page',
  },
  {
    path: '/checkout',
    file: 'checkout.html',
    spellings: ['/checkout/', '/checkout.html'],
    code: 'checkout-page',
  },
]);

/** @typedef {(typeof PAGES)[number]['path']} PagePath */
/** @typedef {NonNullable<Extract<(typeof PAGES)[number], { code: string }>['code']>} PageCode */

/**
 * The 'not found' page: every server answers an address that is neither a page nor a file with
 * it and status 404. It is prerendered at an address no route has (`renderedAt`), and its own
 * file is public (`/404.html` answers it with a success), so that the worker can keep it.
 */
const NOT_FOUND_PAGE = /** @type {const} */ ({ file: '404.html', renderedAt: '/404' });

const TEXT = 'text/plain; charset=utf-8';

/**
 * The files a visitor, a crawler or the browser asks for by name, each served as itself, with
 * its Content-Type, the same from every server.
 */
const PUBLIC_FILES = /** @type {const} */ ([
  { path: '/sw.js', type: 'text/javascript; charset=utf-8' },
  { path: '/manifest.webmanifest', type: 'application/manifest+json' },
  { path: '/robots.txt', type: TEXT },
  { path: '/sitemap.xml', type: 'application/xml' },
  { path: '/.well-known/security.txt', type: TEXT },
  { path: '/og-image.png', type: 'image/png' },
  { path: `/${NOT_FOUND_PAGE.file}`, type: 'text/html; charset=utf-8' },
]);

/** Folders whose every file is served as itself: the hashed bundles, the icons. */
const PUBLIC_FOLDERS = /** @type {const} */ (['/assets/', '/icons/']);

/**
 * What the build keeps for itself beside the served files, never served: 404 with the 'not
 * found' page everywhere. The servers read the inline hashes (each page's policy); the size
 * budget reads the scripts the app starts with; the edge reads its _headers and _redirects
 * (and uploads none of these); .assetsignore lists what the edge leaves out.
 */
const BUILD_RECORDS = /** @type {const} */ ({
  inlineHashes: 'inline-hashes.json',
  bootChunks: 'boot-chunks.json',
  edgeHeaders: '_headers',
  edgeRedirects: '_redirects',
  edgeIgnore: '.assetsignore',
});

/** @param {string} pathname @returns {Page | undefined} The page whose own address it is. */
const pageAt = (pathname) => PAGES.find((page) => page.path === pathname);

/** @param {string} pathname @returns {Page | undefined} The page it is another spelling of. */
const pageSpelledAt = (pathname) =>
  PAGES.find((page) => /** @type {readonly string[]} */ (page.spellings).includes(pathname));

/** @param {string} pathname Whether it is a file the build keeps for itself. */
const isBuildRecord = (pathname) =>
  Object.values(BUILD_RECORDS).some((file) => pathname === `/${file}`);

/** @param {string} pathname Whether it names a public file, or one in a public folder. */
const isPublicFile = (pathname) =>
  PUBLIC_FILES.some((file) => file.path === pathname) ||
  PUBLIC_FOLDERS.some((folder) => pathname.startsWith(folder));

module.exports = {
  PAGES,
  NOT_FOUND_PAGE,
  PUBLIC_FILES,
  BUILD_RECORDS,
  pageAt,
  pageSpelledAt,
  isBuildRecord,
  isPublicFile,
};
