import { describe, expect, it } from '@jest/globals';
import { createEmotionCache, EMOTION_KEY } from './emotionCache';

/** The CSS that the site's emotion cache writes for one class with these declarations. */
function cssFor(declarations: string) {
  const cache = createEmotionCache();
  // As text nodes, readable here, rather than through insertRule (the production build's way).
  cache.sheet.isSpeedy = false;
  cache.insert('.card', { name: 'card', styles: declarations, next: undefined }, cache.sheet, true);
  const css = cache.sheet.tags.map((tag) => tag.textContent).join('');
  cache.sheet.flush();
  return css;
}

describe('the emotion cache', () => {
  it("writes -webkit- only where a supported browser still needs it (Safari's user-select, Chromium's print-color-adjust)", () => {
    expect(cssFor('user-select:none;print-color-adjust:exact;')).toBe(
      '.card{-webkit-user-select:none;user-select:none;-webkit-print-color-adjust:exact;print-color-adjust:exact;}',
    );
  });

  it('leaves every other declaration and keyframes unprefixed', () => {
    expect(
      cssFor(
        'display:flex;align-items:center;transition:opacity 200ms;transform:scale(1);appearance:none;@keyframes pulse{to{opacity:0.5;}}',
      ),
    ).toBe(
      '.card{display:flex;align-items:center;transition:opacity 200ms;transform:scale(1);appearance:none;}@keyframes pulse{to{opacity:0.5;}}',
    );
  });

  it('keeps a prefix written by hand, once', () => {
    expect(cssFor('-webkit-text-size-adjust:100%;-webkit-tap-highlight-color:transparent;')).toBe(
      '.card{-webkit-text-size-adjust:100%;-webkit-tap-highlight-color:transparent;}',
    );
  });
});

describe("the emotion cache's style elements", () => {
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));
  const classRules = (styles: string) => ({
    name: styles,
    styles: `color:${styles};`,
    next: undefined,
  });

  it("adopts the prerendered one in place, puts a task's new rules in one element and a later task's in the next", async () => {
    document.head.innerHTML = `<meta charset="utf-8"><style data-emotion="${EMOTION_KEY} pre">.${EMOTION_KEY}-pre{color:red;}</style><link rel="icon" href="/icon.svg">`;
    const cache = createEmotionCache();
    // Filled through insertRule, as in production.
    cache.sheet.isSpeedy = true;
    const insert = (name: string) =>
      cache.insert(`.${EMOTION_KEY}-${name}`, classRules(name), cache.sheet, true);

    insert('blue');
    insert('green');
    await nextTask();
    insert('navy');

    const elements = [...document.head.children].map((element) =>
      element instanceof HTMLStyleElement
        ? [...element.sheet!.cssRules].map((rule) => rule.cssText.replace(/\s/g, ''))
        : element.tagName,
    );
    expect(elements).toEqual([
      'META',
      [`.${EMOTION_KEY}-pre{color:red;}`],
      [`.${EMOTION_KEY}-blue{color:blue;}`, `.${EMOTION_KEY}-green{color:green;}`],
      [`.${EMOTION_KEY}-navy{color:navy;}`],
      'LINK',
    ]);
    cache.sheet.flush();
  });
});
