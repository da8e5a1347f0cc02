// WebKit, the engine of Safari, as Debian's WebKitGTK: its MiniBrowser driven through
// WebKitWebDriver, the engine's own W3C WebDriver server, by selenium-webdriver. WebKitGTK draws
// real windows, so it runs on a virtual X display (Xvfb).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver';
import { findInPage, setDate, type InPage, type Target, type Visitor } from './visitor';

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB = '/usr/bin/Xvfb';

/** A port no one listens on now. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

export interface WebKitDriverServer {
  url: string;
  stop(): void;
}

/** One virtual display and one WebKitWebDriver per worker: each test opens a session of its own. */
export async function startWebKitDriver(): Promise<WebKitDriverServer> {
  // Xvfb picks a free display itself and writes its number on the descriptor it is given.
  const xvfb = spawn(
    XVFB,
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    },
  );
  const [display] = (await once(xvfb.stdio[3]!, 'data')) as [Buffer];
  const port = await freePort();
  const driver: ChildProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    stdio: 'ignore',
    // A visitor in Lima, reading Spanish: the browser it starts inherits these.
    env: {
      ...process.env,
      DISPLAY: `:${display.toString().trim()}`,
      TZ: 'America/Lima',
      LANG: 'es_PE.UTF-8',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  // Ready once it answers its status.
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${url}/status`)).ok) break;
    } catch (error) {
      if (tries > 100) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    stop() {
      driver.kill();
      xvfb.kill();
    },
  };
}

/** What the page threw since it loaded: WebKitWebDriver has no way to run a script before the page's own. */
const listenForErrors: InPage<[], void> = () => {
  const errors: string[] = [];
  (window as unknown as { pageErrors: string[] }).pageErrors = errors;
  addEventListener('error', (event) => errors.push(event.message));
  addEventListener('unhandledrejection', (event) => errors.push(String(event.reason)));
};
const markTheOldPage: InPage<[], void> = () => {
  (window as unknown as { leaving: boolean }).leaving = true;
};
const newPageIs: InPage<['loaded' | 'parsed'], boolean> = (until) =>
  !(window as unknown as { leaving?: boolean }).leaving &&
  location.href !== 'about:blank' &&
  (until === 'loaded' ? document.readyState === 'complete' : document.readyState !== 'loading');

/** The page's errors not read yet. */
const errorsSoFar: InPage<[], string[]> = () =>
  ((window as unknown as { pageErrors?: string[] }).pageErrors ?? []).splice(0);

export async function webkitVisitor(
  server: WebKitDriverServer,
  origin: string,
  viewport: { width: number; height: number },
  timeout: number,
): Promise<Visitor> {
  const driver: WebDriver = await new Builder()
    .usingServer(server.url)
    .withCapabilities({
      browserName: 'MiniBrowser',
      pageLoadStrategy: 'none',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    })
    .build();
  await driver.manage().window().setRect(viewport);
  await driver.manage().setTimeouts({ script: timeout, pageLoad: timeout });
  const errors: string[] = [];
  const keepErrors = async () => {
    errors.push(...((await driver.executeScript(errorsSoFar).catch(() => [])) as string[]));
  };

  const element = async (target: Target) => {
    const started = Date.now();
    for (;;) {
      const found = (await driver.executeScript(findInPage, target)) as WebElement | null;
      if (found) return found;
      if (Date.now() - started > timeout) {
        throw new Error(`Not shown within ${timeout} ms: ${JSON.stringify(target)}`);
      }
      await driver.sleep(100);
    }
  };
  /**
   * Goes to another page and waits until it is `loaded` (its load event) or `parsed` (its
   * HTML in, scripts or not). The session's page load strategy is 'none': the others make
   * every command wait for the load event, which a page whose scripts are held never fires.
   */
  const navigate = async (go: () => Promise<unknown>, until: 'loaded' | 'parsed') => {
    await keepErrors();
    await driver.executeScript(markTheOldPage).catch(() => undefined);
    await go();
    await driver.wait(
      () => driver.executeScript(newPageIs, until).catch(() => false),
      timeout,
      `the page is ${until}`,
    );
    await driver.executeScript(listenForErrors);
  };
  // Its click does not always bring the element into view first.
  const inView = (found: WebElement) =>
    driver.executeScript((node: Element) => node.scrollIntoView({ block: 'center' }), found);

  return {
    engine: 'webkit',
    async open(path) {
      await navigate(() => driver.get(new URL(path, origin).href), 'loaded');
    },
    async arrive(path) {
      await navigate(() => driver.get(new URL(path, origin).href), 'parsed');
    },
    async reload() {
      await navigate(() => driver.navigate().refresh(), 'loaded');
    },
    run<Args extends unknown[], Result>(script: InPage<Args, Result>, ...args: Args) {
      return driver.executeScript(script, ...args) as Promise<Awaited<Result>>;
    },
    async click(target) {
      const found = await element(target);
      await inView(found);
      await found.click();
    },
    async type(target, text) {
      const found = await element(target);
      await inView(found);
      await found.sendKeys(text);
    },
    async fillDate(target, value) {
      await driver.executeScript(setDate, await element(target), value);
    },
    async choose(target, label) {
      const select = await element(target);
      await inView(select);
      const option = (await driver.executeScript(
        (node: HTMLSelectElement, wanted: string) =>
          [...node.options].find((candidate) => candidate.text.trim() === wanted) ?? null,
        select,
        label,
      )) as WebElement | null;
      if (!option) throw new Error(`No option '${label}' in ${target.name}`);
      await option.click();
    },
    async screenshot() {
      return Buffer.from(await driver.takeScreenshot(), 'base64');
    },
    async pageErrors() {
      await keepErrors();
      return errors;
    },
    async close() {
      await driver.quit();
    },
  };
}
