// Gecko, as Debian's Firefox ESR, driven by Puppeteer over WebDriver BiDi, its standard protocol.
import { DEBIAN_PATHS } from '../../../scripts/checks/systemPackages.mjs';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import {
  findInPage,
  navigationOf,
  setDate,
  type InPage,
  type Target,
  type Visitor,
} from './visitor';

/** One Firefox per worker: each test opens a context of its own in it. */
export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: DEBIAN_PATHS.firefox,
    headless: true,
    // A visitor in Lima, reading Spanish.
    env: { ...process.env, TZ: 'America/Lima' },
    extraPrefsFirefox: { 'intl.accept_languages': 'es-PE, es', 'intl.locale.requested': 'es-PE' },
  });
}

export async function firefoxVisitor(
  browser: Browser,
  origin: string,
  viewport: { width: number; height: number },
  timeout: number,
): Promise<Visitor> {
  const context = await browser.createBrowserContext();
  return tabVisitor(await context.newPage(), origin, viewport, timeout, () => context.close());
}

/** A visitor in `page`, a tab of its browser context; `close` ends it. */
async function tabVisitor(
  page: Page,
  origin: string,
  viewport: { width: number; height: number },
  timeout: number,
  close: () => Promise<void>,
): Promise<Visitor> {
  page.setDefaultTimeout(timeout);
  await page.setViewport(viewport);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));

  const element = async (target: Target) =>
    (await page.waitForFunction(findInPage, { polling: 100 }, target)) as ElementHandle<Element>;

  return {
    engine: 'firefox',
    ...navigationOf(page, origin),
    run<Args extends unknown[], Result>(script: InPage<Args, Result>, ...args: Args) {
      return page.evaluate(script as (...params: unknown[]) => Result, ...args) as Promise<
        Awaited<Result>
      >;
    },
    async click(target) {
      const handle = await element(target);
      await handle.evaluate((node) => node.scrollIntoView({ block: 'center' }));
      await handle.click();
    },
    async type(target, text) {
      const handle = await element(target);
      await handle.evaluate((node) => node.scrollIntoView({ block: 'center' }));
      await handle.type(text);
    },
    async fillDate(target, value) {
      const handle = (await element(target)) as ElementHandle<HTMLInputElement>;
      await handle.evaluate(setDate, value);
    },
    async choose(target, label) {
      const handle = (await element(target)) as ElementHandle<HTMLSelectElement>;
      const value = await handle.evaluate(
        (select, wanted) =>
          [...select.options].find((option) => option.text.trim() === wanted)?.value,
        label,
      );
      if (value === undefined) throw new Error(`No option '${label}' in ${target.name}`);
      await handle.select(value);
    },
    async screenshot() {
      return Buffer.from(await page.screenshot());
    },
    async pageErrors() {
      return errors;
    },
    async anotherTab() {
      const tab = await page.browserContext().newPage();
      return tabVisitor(tab, origin, viewport, timeout, () => tab.close());
    },
    close,
  };
}
