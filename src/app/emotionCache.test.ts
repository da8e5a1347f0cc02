import { describe, expect, it } from '@jest/globals';
import { createEmotionCache } from './emotionCache';

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
