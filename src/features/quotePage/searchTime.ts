// How long /quote searches: the spec's 3 seconds, run from the quote's send.
export const QUOTE_LOADING_MS = 3000;

/**
 * When this page began, on the page's own clock: the inline script's note, or where a page has
 * none, the navigation's start. The two agree in a browser; under a test's fake clock only the
 * note is on the clock the page's `Date.now()` reads.
 */
export function pageOpenedAt(): number {
  return window.eventReplay?.openedAt ?? performance.timeOrigin;
}

/** Where a page of /quote stands towards the quote it shows. */
export interface SearchingPage {
  /** When this page began (ms, on `Date.now()`'s clock): before the send, or opened by it. */
  openedAt: number;
  /** Whether this page has already shown this quote's plans (a return from /checkout). */
  plansShown: boolean;
}

/**
 * How long /quote still searches for a quote sent at `sentAt` (its timestamp) when it is `now`
 * (ms). The 3 s run from the send when the page saw the send, or was opened by it while they
 * ran, and has not shown its plans yet: however late the page's code came on a slow link, it
 * adds no wait of its own, and once the 3 s are over the plans come at once. A reload or a return
 * visit after the search, a return to the plans, or a quote stamped ahead of this device's clock
 * gets the whole 3 s.
 */
export function searchTimeLeft(sentAt: string, now: number, page: SearchingPage): number {
  const sent = Date.parse(sentAt);
  const elapsed = now - sent;
  const fromTheSend = !page.plansShown && elapsed >= 0 && page.openedAt - sent < QUOTE_LOADING_MS;
  return fromTheSend ? Math.max(0, QUOTE_LOADING_MS - elapsed) : QUOTE_LOADING_MS;
}
