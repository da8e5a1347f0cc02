/** What the page posts to a waiting service worker when the visitor accepts the new deploy. */
export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;
