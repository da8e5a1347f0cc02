// The production build as `npm start` serves it: each page at its address, the 'not found' page
// with status 404 at any other, the security headers of contract section 7, immutable caching of
// hashed assets, compressed text files.
import sirv from 'sirv';
import { cacheControl, contentType, NOT_FOUND_PAGE, siteSecurityHeaders } from './headers.mjs';

/**
 * A request handler serving the build in `root`, made with `emailjsOrigin` (EMAILJS_ORIGIN's, by
 * default).
 */
export function siteHandler(root, emailjsOrigin = process.env.EMAILJS_ORIGIN || undefined) {
  const security = siteSecurityHeaders(root, emailjsOrigin);
  const setSecurityHeaders = (res, pathname) => {
    for (const [name, value] of Object.entries(security.at(pathname))) res.setHeader(name, value);
  };
  const serveBuild = sirv(root, {
    // '/' is the prerendered index.html, '/quote' and '/checkout' the prerendered quote.html and
    // checkout.html (sirv tries the .html name).
    dev: false,
    etag: true,
    // The build's .br and .gz copies, for browsers that accept them (as nginx's brotli_static).
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname));
      // An address with no extension is a page: sirv found its .html file.
      const type = contentType(/\.\w+$/.test(pathname) ? pathname : `${pathname}.html`);
      if (type) res.setHeader('Content-Type', type);
    },
  });
  /** The 'not found' page, with its status: sirv would send it as a success. */
  const notFound = (req, res) => {
    req.url = `/${NOT_FOUND_PAGE}`;
    setSecurityHeaders(res, req.url);
    // Its validator is the page's, not the address's: a cached copy must not turn it into a 304.
    delete req.headers['if-none-match'];
    const writeHead = res.writeHead.bind(res);
    res.writeHead = (_status, ...rest) => writeHead(404, ...rest);
    serveBuild(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
  };
  return (req, res) => {
    // Set before sirv answers, a 304 included: a revalidated page keeps its own policy.
    setSecurityHeaders(res, new URL(req.url, 'http://site').pathname);
    // Whatever answers, unless it is a hashed asset (setHeaders), is never cached.
    res.setHeader('Cache-Control', 'no-cache');
    serveBuild(req, res, () => notFound(req, res));
  };
}
