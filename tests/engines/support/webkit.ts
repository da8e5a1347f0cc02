// WebKit, the engine of Safari, as Debian's WebKitGTK: its MiniBrowser driven through
// WebKitWebDriver, the engine's own W3C WebDriver server, by selenium-webdriver. WebKitGTK draws
// real windows, so it runs on a virtual X display (Xvfb).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver';
import { DEBIAN_PATHS, findMiniBrowser } from '../../../scripts/checks/systemPackages.mjs';
import { PAGE_ERRORS } from './siteServer';
import {
  findInPage,
  setDate,
  settleInView,
  type InPage,
  type Target,
  type Visitor,
} from './visitor';

/** How long Xvfb and WebKitWebDriver may each take to be ready before their start has failed. */
const START_LIMIT_MS = 20_000;

/**
 * A file for what a child process prints, kept to show if it fails to start: a file, not a
 * pipe, as the browsers WebKitWebDriver starts inherit it and must never wait on its reader.
 */
function logFile(name: string) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), `${name}-`)), 'output.log');
  const fd = openSync(file, 'w');
  return { fd, read: () => readFileSync(file, 'utf8') };
}

export interface WebKitDriverServer {
  url: string;
  stop(): void;
}

/** One virtual display and one WebKitWebDriver per worker: each test opens a session of its own. */
export async function startWebKitDriver(): Promise<WebKitDriverServer> {
  // As the Node module it is: nginx's and the edge's starts load it so, in the same run.
  const { startedWithin } = await import('../../../scripts/tools/startedWithin.mjs');
  const { freePort } = await import('../../../scripts/tools/freePort.mjs');
  // Xvfb picks a free display itself and writes its number on the descriptor it is given.
  const xvfbLog = logFile('xvfb');
  const xvfb = spawn(
    DEBIAN_PATHS.xvfb,
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', xvfbLog.fd, xvfbLog.fd, 'pipe'] },
  );
  // The number comes whole once its line ends (it may come in more than one piece).
  let written = '';
  xvfb.stdio[3]!.on('data', (chunk: Buffer) => (written += chunk.toString()));
  const display = await startedWithin({
    what: 'Xvfb',
    child: xvfb,
    ready: async () => (written.includes('\n') ? written.trim() : undefined),
    output: xvfbLog.read,
    limitMs: START_LIMIT_MS,
  });
  const port = await freePort();
  const driverLog = logFile('webkit-driver');
  const driver: ChildProcess = spawn(DEBIAN_PATHS.webkitDriver, [`--port=${port}`], {
    stdio: ['ignore', driverLog.fd, driverLog.fd],
    // A visitor in Lima, reading Spanish: the browser it starts inherits these. Xvfb has no GPU,
    // so WebKit's accelerated compositing would run on OpenGL emulated by the CPU (Mesa's
    // llvmpipe), a large share of each story's CPU; WebKit's own switch
    // (WEBKIT_DISABLE_COMPOSITING_MODE) paints the page directly instead, as WebKitGTK does
    // wherever no GL is usable. The page's layout, scripts, storage and service worker are the
    // engine's either way.
    env: {
      ...process.env,
      DISPLAY: `:${display}`,
      TZ: 'America/Lima',
      LANG: 'es_PE.UTF-8',
      WEBKIT_DISABLE_COMPOSITING_MODE: '1',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  // Ready once it answers its status.
  try {
    await startedWithin({
      what: 'WebKitWebDriver',
      child: driver,
      ready: async () =>
        (await fetch(`${url}/status`, { signal: AbortSignal.timeout(2_000) })).ok || undefined,
      output: driverLog.read,
      limitMs: START_LIMIT_MS,
    });
  } catch (error) {
    xvfb.kill();
    throw error;
  }
  return {
    url,
    stop() {
      driver.kill();
      xvfb.kill();
    },
  };
}

const markTheOldPage: InPage<[], void> = () => {
  (window as unknown as { leaving: boolean }).leaving = true;
};
const newPageIs: InPage<['loaded' | 'parsed'], boolean> = (until) =>
  !(window as unknown as { leaving?: boolean }).leaving &&
  location.href !== 'about:blank' &&
  (until === 'loaded' ? document.readyState === 'complete' : document.readyState !== 'loading');

/**
 * The page's errors not read yet. WebKitWebDriver has no way to run a script before the page's
 * own (no WebDriver BiDi), so the test's server gives every page a first script that keeps them
 * (PAGE_ERRORS in ./siteServer.ts), from before the page's own scripts run.
 */
const errorsSoFar: InPage<[string], string[]> = (name) =>
  ((window as unknown as Record<string, string[] | undefined>)[name] ?? []).splice(0);

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
      'webkitgtk:browserOptions': { binary: findMiniBrowser(), args: ['--automation'] },
    })
    .build();
  await driver.manage().window().setRect(viewport);
  await driver.manage().setTimeouts({ script: timeout, pageLoad: timeout });
  const first = await driver.getWindowHandle();
  return windowVisitor(driver, first, origin, viewport, timeout, () => driver.quit());
}

/**
 * A visitor in the window `handle` of the session `driver`: WebDriver drives one window at a
 * time, so each of its commands first makes it the driven one. `close` ends it.
 */
function windowVisitor(
  driver: WebDriver,
  handle: string,
  origin: string,
  viewport: { width: number; height: number },
  timeout: number,
  close: () => Promise<void>,
): Visitor {
  const errors: string[] = [];
  const keepErrors = async () => {
    errors.push(
      ...((await driver.executeScript(errorsSoFar, PAGE_ERRORS.name).catch(() => [])) as string[]),
    );
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
  };
  // Its click does not always bring the element into view first.
  const inView = (found: WebElement) =>
    driver.executeScript((node: Element) => node.scrollIntoView({ block: 'center' }), found);

  const visitor: Visitor = {
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
      // Found as soon as it is in the page: /quote's plans are drawn out of sight before they
      // are revealed, and WebDriver refuses to click what is not displayed.
      await driver.wait(() => found.isDisplayed(), timeout, `${JSON.stringify(target)} shows`);
      await driver.executeScript(settleInView, found);
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
    async anotherTab() {
      // A window of its own: MiniBrowser never shows a tab opened behind another, and the site's
      // code waits for a page's first paint, which a hidden tab never makes.
      await driver.switchTo().newWindow('window');
      await driver.manage().window().setRect(viewport);
      const tab = await driver.getWindowHandle();
      return windowVisitor(driver, tab, origin, viewport, timeout, async () => {
        await driver.switchTo().window(tab);
        await driver.close();
      });
    },
    close,
  };
  // Every command, in this visitor's window.
  const inThisWindow = Object.fromEntries(
    Object.entries(visitor).map(([name, value]) => [
      name,
      typeof value === 'function'
        ? async (...args: unknown[]) => {
            await driver.switchTo().window(handle);
            return (value as (...params: unknown[]) => unknown)(...args);
          }
        : value,
    ]),
  );
  return inThisWindow as unknown as Visitor;
}
