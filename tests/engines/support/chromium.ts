// Chromium, driven by Playwright itself, for the story told against Cloudflare's edge: the same
// story as in the other engines, through the same Visitor, with the site's worker allowed.
import { chromium, type Browser, type ElementHandle, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../support/browser';
import {
  findInPage,
  navigationOf,
  setDate,
  type InPage,
  type Target,
  type Visitor,
} from './visitor';

/** One Chromium per worker, found and flagged as the rest of the suite's. */
export const launchChromium = () =>
  chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });

export async function chromiumVisitor(
  browser: Browser,
  origin: string,
  viewport: { width: number; height: number },
  timeout: number,
): Promise<Visitor> {
  const context = await browser.newContext({
    viewport,
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    serviceWorkers: 'allow',
  });
  const errors: string[] = [];
  // What the CSP or Trusted Types refused (a server of the edge has no report address of ours):
  // each refusal the page hears, told through a binding the page's policy does not govern, and
  // what Chromium says on the console, which no page hears (a worker's refusals).
  await context.exposeBinding('policyViolated', (_source, violation: string) =>
    errors.push(`securitypolicyviolation: ${violation}`),
  );
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { policyViolated(violation: string): void }).policyViolated(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sample}`,
      ),
    ),
  );
  context.on('console', (message) => {
    if (/Content Security Policy|Trusted ?Type/i.test(message.text())) errors.push(message.text());
  });

  return tabVisitor(await context.newPage(), origin, timeout, errors, () => context.close());
}

/** A visitor in `page`, a tab of its context, where the context's refusals are told in `errors`. */
function tabVisitor(
  page: Page,
  origin: string,
  timeout: number,
  contextErrors: string[],
  close: () => Promise<void>,
): Visitor {
  page.setDefaultTimeout(timeout);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  const element = async (target: Target) =>
    (await page.waitForFunction(findInPage, target, { polling: 100 })).asElement() as ElementHandle<
      HTMLElement | HTMLInputElement | HTMLSelectElement
    >;

  return {
    engine: 'chromium',
    ...navigationOf(page, origin),
    run<Args extends unknown[], Result>(script: InPage<Args, Result>, ...args: Args) {
      // An expression of Playwright's, outside the page's CSP, as the other drivers run theirs.
      return page.evaluate(`(${script.toString()})(...${JSON.stringify(args)})`) as Promise<
        Awaited<Result>
      >;
    },
    async click(target) {
      await (await element(target)).click();
    },
    async type(target, text) {
      await (await element(target)).type(text);
    },
    async fillDate(target, value) {
      await (await element(target)).evaluate(setDate as InPage<[Element, string], void>, value);
    },
    async choose(target, label) {
      await (await element(target)).selectOption({ label });
    },
    async screenshot() {
      return page.screenshot();
    },
    async pageErrors() {
      return [...contextErrors, ...errors];
    },
    async anotherTab() {
      const tab = await page.context().newPage();
      return tabVisitor(tab, origin, timeout, [], () => tab.close());
    },
    close,
  };
}
