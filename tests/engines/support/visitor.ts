// What a story asks of a browser, whatever drives it: Firefox through Puppeteer (WebDriver
// BiDi), WebKit through selenium-webdriver (W3C WebDriver), Chromium through Playwright. The stories are written once against
// this; each engine's file says how its client does each thing.

/** A control or region of the page as a visitor names it: by its role and its visible name. */
export interface Target {
  role: 'button' | 'link' | 'field' | 'option' | 'heading' | 'region';
  /** The accessible name: exact, or its beginning when a RegExp-free prefix is enough. */
  name: string;
  /** Matches any name beginning with `name` (fields' labels end with an asterisk). */
  prefix?: boolean;
  /** The name of a dialog, group or region the target is inside. */
  within?: string;
}

/** A function run in the page: it must name nothing from the test's module. */
export type InPage<Args extends unknown[], Result> = (...args: Args) => Result;

export interface Visitor {
  readonly engine: 'firefox' | 'webkit' | 'chromium';
  /** Opens `path` of the site and waits for its load event. */
  open(path: string): Promise<void>;
  /**
   * Opens `path` and returns once its HTML is parsed, without waiting for any script: a page
   * whose scripts are held never fires its load event.
   */
  arrive(path: string): Promise<void>;
  /** Loads the page again, as the browser's reload button does. */
  reload(): Promise<void>;
  /** Runs `script` in the page with `args` (JSON values) and returns its JSON result. */
  run<Args extends unknown[], Result>(
    script: InPage<Args, Result>,
    ...args: Args
  ): Promise<Awaited<Result>>;
  /** A click, as a mouse or a finger makes it, on the target once it shows. */
  click(target: Target): Promise<void>;
  /** Types `text` key by key into the field once it shows. */
  type(target: Target, text: string): Promise<void>;
  /** Gives a date field `value` (YYYY-MM-DD), as Playwright's fill does (setDate). */
  fillDate(target: Target, value: string): Promise<void>;
  /** Chooses the option labelled `label` in a select, as a visitor picks it. */
  choose(target: Target, label: string): Promise<void>;
  /** What the window shows now, as a PNG. */
  screenshot(): Promise<Buffer>;
  /** Errors the page threw, as far as the engine's driver lets them be heard. */
  pageErrors(): Promise<string[]>;
  /**
   * Another tab of the same browser, blank: the site's storage is shared with this one, as a
   * visitor's tabs share it. Closed with this visitor.
   */
  anotherTab(): Promise<Visitor>;
  close(): Promise<void>;
}

/**
 * Finds `target` in the page, visible: the page's own notion of roles and names, small enough
 * to run in any engine. Returns null until it shows.
 */
export const findInPage: InPage<[Target], Element | null> = (target) => {
  const clean = (text: string | null | undefined) =>
    (text ?? '')
      .replace(/\s+/g, ' ')
      .replace(/\s*\*\s*$/, '')
      .trim();
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return clean(
        labelledBy
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      );
    }
    const label = element.getAttribute('aria-label');
    if (label) return clean(label);
    if (element instanceof HTMLFieldSetElement)
      return clean(element.querySelector('legend')?.textContent);
    if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
    ) {
      return clean(element.labels?.[0]?.textContent);
    }
    return clean(element.textContent);
  };
  const named = (element: Element) => {
    const name = nameOf(element);
    return target.prefix ? name.startsWith(target.name) : name === target.name;
  };
  const shown = (element: Element) => element.getClientRects().length > 0;
  let scope: ParentNode = document;
  if (target.within) {
    const container = [
      ...document.querySelectorAll('[role="dialog"], [role="group"], [role="region"], fieldset'),
    ].find((element) => shown(element) && nameOf(element).startsWith(target.within!));
    if (!container) return null;
    scope = container;
  }
  const selectors: Record<Target['role'], string> = {
    button: 'button, [role="button"], input[type="submit"]',
    link: 'a[href]',
    field: 'input, select, textarea',
    option: 'option',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    region: '[role="region"], [role="dialog"], [role="status"], section',
  };
  return (
    [...scope.querySelectorAll(selectors[target.role])].find(
      (element) => named(element) && shown(element),
    ) ?? null
  );
};

/**
 * Brings `element` to the middle of the window and resolves once it stays there for a frame.
 * Scrolling lays out the parts drawn only near the screen (content-visibility: auto), which
 * then take their real height and can move the element away again: a driver that clicks a
 * place computed before that misses, or refuses what it no longer sees. After a few tries it
 * resolves anyway, and the click says what it finds.
 */
export const settleInView: InPage<[Element], Promise<void>> = async (element) => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  let before: number | undefined;
  for (let tries = 0; tries < 20; tries += 1) {
    element.scrollIntoView({ block: 'center' });
    await frame();
    await frame();
    const { top, bottom } = element.getBoundingClientRect();
    const inWindow = top >= 0 && bottom <= window.innerHeight;
    if (inWindow && top === before) return;
    before = top;
  }
};

/** A page of Puppeteer's or of Playwright's: both go to an address and reload alike. */
interface NavigablePage {
  goto(url: string, options: { waitUntil: 'load' | 'domcontentloaded' }): Promise<unknown>;
  reload(options: { waitUntil: 'load' }): Promise<unknown>;
}

/** open, arrive and reload, for a driver whose page waits for the load event or the parse. */
export const navigationOf = (
  page: NavigablePage,
  origin: string,
): Pick<Visitor, 'open' | 'arrive' | 'reload'> => ({
  async open(path) {
    await page.goto(new URL(path, origin).href, { waitUntil: 'load' });
  },
  async arrive(path) {
    await page.goto(new URL(path, origin).href, { waitUntil: 'domcontentloaded' });
  },
  async reload() {
    await page.reload({ waitUntil: 'load' });
  },
});

/** The page's text, as a visitor reads it. */
export const pageText: InPage<[], string> = () => document.body.innerText;

/**
 * Sets a date field as Playwright's fill does, in every engine: a date field's own segments are
 * typed in the order of the browser's locale, which differs from engine to engine.
 */
export const setDate: InPage<[HTMLInputElement, string], void> = (input, value) => {
  input.scrollIntoView({ block: 'center' });
  // Not focused first: WebKit's date field drops a value given by script while it has the focus.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
};
