// The site as the end-to-end build serves it, on a port of the test's own: an origin no other
// test shares (its storage and service worker fresh), scripts that can be held back as a slow
// link holds them, a server that can go away (offline), and every CSP violation counted.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { E2E_BUILD_DIR, E2E_EMAILJS } from '../../support/server';

/** Where the browser reports each `securitypolicyviolation` of the site's pages and workers. */
const CSP_REPORTS = '/csp-reports';

/**
 * For a driver that cannot hear a page's errors from its start (WebKitWebDriver): a first
 * script given to every page, before the page's own, that keeps what it throws in
 * window[name]. The policy served allows it by its hash, and nothing else changes.
 */
export const PAGE_ERRORS = {
  name: 'errorsOfThePage',
  script:
    "window.errorsOfThePage=[];addEventListener('error',function(e){errorsOfThePage.push(e.message)});" +
    "addEventListener('unhandledrejection',function(e){errorsOfThePage.push(String(e.reason))})",
};
const PAGE_ERRORS_TAG = Buffer.from(`<script>${PAGE_ERRORS.script}</script>`);
const PAGE_ERRORS_HASH = `'sha256-${createHash('sha256').update(PAGE_ERRORS.script).digest('base64')}'`;
const CHARSET = Buffer.from('<meta charset=');

/** Puts PAGE_ERRORS' script right after the page's charset, in the first bytes of its HTML. */
function keepPageErrors(response: import('node:http').ServerResponse) {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => unknown;
  const write = response.write.bind(response) as (chunk: unknown, ...rest: unknown[]) => boolean;
  let page = false;
  let done = false;
  response.writeHead = ((status: number, headers?: Record<string, unknown>) => {
    page = /^text\/html/.test(String(headers?.['Content-Type'] ?? ''));
    // Longer now than the file it was measured from.
    if (page && headers) delete headers['Content-Length'];
    return writeHead(status, headers);
  }) as typeof response.writeHead;
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (page && !done && Buffer.isBuffer(chunk)) {
      // Every page declares its charset in its first bytes (valid-html's test holds them to it).
      const at = chunk.indexOf(CHARSET);
      if (at < 0) throw new Error('A page with no <meta charset> in its first bytes');
      done = true;
      const end = chunk.indexOf('>', at) + 1;
      chunk = Buffer.concat([chunk.subarray(0, end), PAGE_ERRORS_TAG, chunk.subarray(end)]);
    }
    return write(chunk, ...rest);
  }) as typeof response.write;
}

export interface TestSite {
  origin: string;
  /** Holds every script of the site until the returned function is called. */
  holdScripts(): () => void;
  /**
   * The violations the browser reported so far, where the server asks for reports (npm start's
   * handler). The edge serves the site's own policy as it is: its visitor hears each refusal in
   * the page instead (support/chromium.ts).
   */
  policyViolations?(): string[];
  /** Stops serving: the visitor is offline from now on. */
  goOffline(): Promise<void>;
}

/** `withPageErrors`: every page gets PAGE_ERRORS' script. */
export async function serveTestSite({ withPageErrors = false } = {}): Promise<TestSite> {
  // The handler of the site's own servers, imported as the Node module it is (the test
  // transform would make a second copy of it and of the headers module it shares with others).
  const { siteHandler } = await import('../../../scripts/server/site.mjs');
  const site = siteHandler(E2E_BUILD_DIR, E2E_EMAILJS.EMAILJS_ORIGIN);
  const violations: string[] = [];
  const policy = (value: string) =>
    withPageErrors
      ? value.replace("script-src 'self'", `script-src 'self' ${PAGE_ERRORS_HASH}`)
      : value;
  let held: Promise<void> | null = null;
  // Once a test holds scripts, the browser is told to keep none: one kept from an earlier page
  // would run at once, never asked for, and the hold would hold nothing.
  let holding = false;
  const server: Server = createServer(async (request, response) => {
    if (request.method === 'POST' && request.url === CSP_REPORTS) {
      let body = '';
      for await (const chunk of request) body += chunk;
      violations.push(body);
      response.statusCode = 204;
      response.end();
      return;
    }
    const script = /^\/assets\/[^/]+\.js$/.test(request.url ?? '');
    if (held && script) await held;
    // The same policy, with the browser asked to report what it refuses: reporting allows
    // nothing more, and reaches what no script in the page hears (a worker's refusals).
    const setHeader = response.setHeader.bind(response);
    response.setHeader = (name, value) =>
      setHeader(
        name,
        name === 'Content-Security-Policy'
          ? `${policy(String(value))}; report-uri ${CSP_REPORTS}`
          : name === 'Cache-Control' && holding && script
            ? 'no-store'
            : value,
      );
    if (withPageErrors) {
      // The page as its file holds it, to be given the script.
      request.headers['accept-encoding'] = 'identity';
      keepPageErrors(response);
    }
    site(request, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    holdScripts() {
      holding = true;
      let release!: () => void;
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
    policyViolations: () => violations,
    async goOffline() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
