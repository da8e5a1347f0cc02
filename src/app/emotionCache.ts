import createCache, { type StylisPlugin } from '@emotion/cache';
import { StyleSheet } from '@emotion/sheet';

/**
 * Declarations that a browser of the build's browserslist still reads only with `-webkit-`:
 * Safari's user-select and Chromium's print-color-adjust (caniuse). Every other prefix that
 * emotion's default prefixer writes (flexbox, transitions, transforms, keyframes, appearance)
 * has long been unprefixed in all of them, and it weighed 0.4 KB of brotli in the landing
 * page, which must fit in the first round trip of a connection.
 */
const WEBKIT_ONLY = new Set(['user-select', 'print-color-adjust']);

/** Stylis middleware: writes the `-webkit-` twin of the declarations above, no other prefix. */
export const webkitWhereStillNeeded: StylisPlugin = (element) => {
  if (element.type === 'decl' && !element.return && WEBKIT_ONLY.has(element.props as string)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/**
 * The site's cache key, the prefix of its class names and style tags: one for the prerender and
 * the browser, so that hydration adopts the prerendered styles. Not Emotion's default 'css':
 * @emotion/react makes a cache of that key as it loads, which would adopt the prerendered tags
 * too, and move them to the end of <head>. A style sheet moved is the whole page styled again:
 * main-thread work a phone would do twice as the app starts.
 */
export const EMOTION_KEY = 'ca';

/** The prerendered page's style element for its classes (Emotion's `data-emotion="<key> <ids>"`). */
export const PRERENDERED_CLASSES_SELECTOR = `style[data-emotion^="${EMOTION_KEY} "]`;

const prerenderedStyles = () =>
  typeof document === 'undefined'
    ? undefined
    : (document.querySelector<HTMLElement>(PRERENDERED_CLASSES_SELECTOR) ?? undefined);

/**
 * Emotion's sheet, but the rules one task adds (a commit's new classes) go into a <style> of
 * their own. Chromium checks every element of the page against a whole sheet when a rule is
 * added to it (an `@media` rule, which nearly every component brings, at least): with all of the
 * app's rules in one sheet, each component drawn for the first time after the page's start
 * restyled the whole page in the frame that showed it. A sheet just added is checked alone, and
 * styles only the elements that use its classes.
 */
class SheetPerTask extends StyleSheet {
  private taskHasElement = false;
  private hasRules = false;

  override insert(rule: string) {
    if (!this.taskHasElement) {
      this.taskHasElement = true;
      queueMicrotask(() => {
        this.taskHasElement = false;
      });
      // The sheet opens an element of its own for its first rule; for each later task it is
      // handed an empty one through `hydrate`, its documented way to take an element as its own
      // (placed after its last).
      if (this.hasRules) this.hydrate([this.emptyStyleElement()]);
    }
    this.hasRules = true;
    super.insert(rule);
  }

  override flush() {
    super.flush();
    this.hasRules = false;
  }

  /** An empty element, as the sheet makes its own: the CSP allows it by the empty text's hash. */
  private emptyStyleElement() {
    const element = document.createElement('style');
    element.setAttribute('data-emotion', this.key);
    if (this.nonce !== undefined) element.setAttribute('nonce', this.nonce);
    return element;
  }
}

/**
 * The cache: in the browser, its sheet starts where the prerendered classes stand, so that it
 * adopts them in place (after the global styles, as Emotion orders them) and writes its own rules
 * right after them.
 */
export function createEmotionCache() {
  const cache = createCache({
    key: EMOTION_KEY,
    stylisPlugins: [webkitWhereStillNeeded],
    insertionPoint: prerenderedStyles(),
  });
  const { sheet } = cache;
  cache.sheet = new SheetPerTask({
    key: sheet.key,
    nonce: sheet.nonce,
    container: sheet.container,
    speedy: sheet.isSpeedy,
    prepend: sheet.prepend,
    insertionPoint: sheet.insertionPoint,
  });
  // The prerendered style elements the cache adopted stay where they are, as its first tags.
  cache.sheet.tags = sheet.tags;
  return cache;
}
