// The production build as `npm start` serves it: history fallback for /quote and /checkout,
// the security headers of contract section 7, immutable caching of hashed assets, compressed
// text files. The bench serves its yardsticks beside it through the same headers.
import sirv from 'sirv';
import { cacheControl, readInlineHashes, securityHeaders } from './headers.mjs';

/**
 * The headers every answer of the site carries, for the build in `root` made with
 * `emailjsOrigin` (EMAILJS_ORIGIN's, by default).
 */
export function siteHeaders(root, emailjsOrigin = process.env.EMAILJS_ORIGIN || undefined) {
  return securityHeaders({ emailjsOrigin, inline: readInlineHashes(root) });
}

/** A request handler serving the build in `root` (made with `emailjsOrigin`, as siteHeaders). */
export function siteHandler(root, emailjsOrigin) {
  const headers = siteHeaders(root, emailjsOrigin);
  const serveBuild = sirv(root, {
    // '/' is the prerendered index.html, '/quote' and '/checkout' the prerendered quote.html and
    // checkout.html (sirv tries the .html name); every other page starts from the empty shell.
    single: 'app.html',
    dev: false,
    etag: true,
    // The build's .br and .gz copies, for browsers that accept them (as nginx's gzip_static).
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname));
    },
  });
  return (req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    // The SPA fallback answers unknown paths with index.html, which must not be cached either.
    res.setHeader('Cache-Control', 'no-cache');
    serveBuild(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
  };
}
