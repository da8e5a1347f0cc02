import createCache from '@emotion/cache';

/** One cache key for the prerender and the browser, so hydration adopts the prerendered styles. */
export const createEmotionCache = () => createCache({ key: 'css' });
