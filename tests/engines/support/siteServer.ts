// The site as the end-to-end build serves it, on a port of the test's own: an origin no other
// test shares (its storage and service worker fresh), scripts that can be held back as a slow
// link holds them, a server that can go away (offline), and every CSP violation counted.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { E2E_BUILD_DIR, E2E_EMAILJS } from '../../support/server';

/** Where the browser reports each `securitypolicyviolation` of the site's pages and workers. */
const CSP_REPORTS = '/csp-reports';

export interface TestSite {
  origin: string;
  /** Holds every script of the site until the returned function is called. */
  holdScripts(): () => void;
  /** The violations the browser reported so far. */
  policyViolations(): string[];
  /** Stops serving: the visitor is offline from now on. */
  goOffline(): Promise<void>;
}

export async function serveTestSite(): Promise<TestSite> {
  // The handler of the site's own servers, imported as the Node module it is (the test
  // transform would make a second copy of it and of the headers module it shares with others).
  // @ts-expect-error: a Node module with no types of its own.
  const { siteHandler } = await import('../../../scripts/server/site.mjs');
  const site = siteHandler(E2E_BUILD_DIR, E2E_EMAILJS.EMAILJS_ORIGIN) as (
    request: import('node:http').IncomingMessage,
    response: import('node:http').ServerResponse,
  ) => void;
  const violations: string[] = [];
  let held: Promise<void> | null = null;
  const server: Server = createServer(async (request, response) => {
    if (request.method === 'POST' && request.url === CSP_REPORTS) {
      let body = '';
      for await (const chunk of request) body += chunk;
      violations.push(body);
      response.statusCode = 204;
      response.end();
      return;
    }
    if (held && /^\/assets\/[^/]+\.js$/.test(request.url ?? '')) await held;
    // The same policy, with the browser asked to report what it refuses: reporting allows
    // nothing more, and reaches what no script in the page hears (a worker's refusals).
    const setHeader = response.setHeader.bind(response);
    response.setHeader = (name, value) =>
      setHeader(
        name,
        name === 'Content-Security-Policy' ? `${value}; report-uri ${CSP_REPORTS}` : value,
      );
    site(request, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    holdScripts() {
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
