import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

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

/** One cache key for the prerender and the browser, so hydration adopts the prerendered styles. */
export const createEmotionCache = () =>
  createCache({ key: 'css', stylisPlugins: [webkitWhereStillNeeded] });

/**
 * Gives the rules each task adds a <style> element of their own. Chromium restyles every element
 * that any rule of a sheet could match when script adds a rule to that sheet, but only what the
 * new rules match when a new sheet comes: with one growing sheet, the first toast on /checkout
 * restyled all eight travellers' fields, a large part of that frame on a phone.
 */
export function withASheetPerTask(cache: EmotionCache): EmotionCache {
  const { sheet } = cache;
  const insert = sheet.insert.bind(sheet);
  let taskHasSheet = false;
  sheet.insert = (rule) => {
    if (!taskHasSheet) {
      taskHasSheet = true;
      // Emotion starts a new element when its count of rules in the current one is reset.
      sheet.ctr = 0;
      setTimeout(() => {
        taskHasSheet = false;
      });
    }
    insert(rule);
  };
  return cache;
}
