// @ts-check
// The production build as `npm start` serves it, page by page from the table of pages
// (src/app/pageTable.cjs): each page at its own address, its other spellings moved there for
// good, the build's own records and any address with no file answered with the 'not found' page
// and status 404; the security headers of contract section 7, immutable caching of hashed
// assets, compressed text files.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { isBuildRecord, NOT_FOUND_PAGE, pageAt, pageSpelledAt } from '../../src/app/pageTable.cjs';
import { cacheControl, contentType, CONTENT_TYPES, siteSecurityHeaders } from './headers.mjs';

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

/**
 * The 'not found' page's answer, with its status (a static server sends a file as a success):
 * its brotli or gzip copy when the browser accepts it, as for every other page.
 * @param {string} root
 * @returns {(req: Request, res: Response) => void}
 */
function notFoundAnswer(root) {
  const file = path.join(root, NOT_FOUND_PAGE.file);
  const plain = { encoding: undefined, body: readFileSync(file) };
  const copies = [
    { encoding: 'br', suffix: '.br', accepted: /\bbr\b/ },
    { encoding: 'gzip', suffix: '.gz', accepted: /\bgzip\b/ },
  ].flatMap(({ encoding, suffix, accepted }) =>
    existsSync(file + suffix) ? [{ encoding, accepted, body: readFileSync(file + suffix) }] : [],
  );
  return (req, res) => {
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const { encoding, body } = copies.find((copy) => copy.accepted.test(accepted)) ?? plain;
    res.writeHead(404, {
      'Content-Type': CONTENT_TYPES.html,
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
      ...(encoding && { 'Content-Encoding': encoding }),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/**
 * A request handler serving the build in `root`, made with `emailjsOrigin` (EMAILJS_ORIGIN's, by
 * default).
 * @param {string} root
 * @param {string} [emailjsOrigin]
 * @returns {(req: Request, res: Response) => void}
 */
export function siteHandler(root, emailjsOrigin = process.env.EMAILJS_ORIGIN || undefined) {
  const security = siteSecurityHeaders(root, emailjsOrigin);
  const serveFile = sirv(root, {
    dev: false,
    etag: true,
    // A page is served at its own address only (the table's), never at a guessed file name.
    extensions: [],
    // The build's .br and .gz copies, for browsers that accept them (as nginx's brotli_static).
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname));
      const type = contentType(pathname);
      if (type) res.setHeader('Content-Type', type);
    },
  });
  const notFound = notFoundAnswer(root);
  return (req, res) => {
    const { pathname, search } = new URL(req.url ?? '/', 'http://site');
    // Set before any answer, a 304 included: a revalidated page keeps its own policy.
    for (const [name, value] of Object.entries(security.at(pathname))) res.setHeader(name, value);
    // Whatever answers, unless it is a hashed asset (setHeaders), is never cached.
    res.setHeader('Cache-Control', 'no-cache');
    const spelled = pageSpelledAt(pathname);
    if (spelled) {
      res.writeHead(301, { Location: `${spelled.path}${search}` }).end();
      return;
    }
    if (isBuildRecord(pathname)) {
      notFound(req, res);
      return;
    }
    const page = pageAt(pathname);
    if (page) req.url = `/${page.file}${search}`;
    serveFile(req, res, () => notFound(req, res));
  };
}
