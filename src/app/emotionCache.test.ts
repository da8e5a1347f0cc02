import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { createEmotionCache, withASheetPerTask } from './emotionCache';

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

describe("the browser's emotion cache", () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  /** The rules in each of the cache's <style> elements, as the production build inserts them. */
  function sheetsAfter(inserts: (insert: (name: string) => void) => void) {
    jest.useFakeTimers();
    const cache = withASheetPerTask(createEmotionCache());
    cache.sheet.isSpeedy = true;
    inserts((name) =>
      cache.insert(`.${name}`, { name, styles: 'color:red;', next: undefined }, cache.sheet, true),
    );
    const rules = cache.sheet.tags.map((tag) =>
      [...tag.sheet!.cssRules].map((rule) => (rule as CSSStyleRule).selectorText),
    );
    cache.sheet.flush();
    return rules;
  }

  it('gives the rules of each task a <style> element of their own, so a new rule restyles only what it matches', () => {
    expect(
      sheetsAfter((insert) => {
        insert('toast');
        insert('toast-title');
        jest.runAllTimers();
        insert('field-error');
      }),
    ).toEqual([['.toast', '.toast-title'], ['.field-error']]);
  });
});
