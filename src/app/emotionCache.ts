import createCache, { type StylisPlugin } from '@emotion/cache';

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
