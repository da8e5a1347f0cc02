// The addresses the bench measures beside the site's own pages: its yardsticks, and the page
// whose largest paint waits on the spec's search. Apart from the server (./benchServer.mjs), so
// that the bench's arithmetic and its tests read them without it.

/** The landing page's own HTML with every script removed: the first load's yardstick. */
export const YARDSTICK = '/bench/yardstick.html';
/** A page with nothing but the quote button: the tap's and the clicks' yardstick. */
export const ONE_BUTTON = '/bench/one-button.html';

/**
 * The page whose largest paint is not its own: /quote shows its plans after the spec's 3 s
 * search, which runs from the quote's send (src/features/quotePage/searchTime.ts). Lighthouse
 * plays the visitor who has just sent it (scripts/measure/lighthouseSetup.cjs).
 */
export const SEARCH_PAGE = '/quote';
export const SPEC_SEARCH_MS = 3000;
