import { firstPaintAt } from '../../lib/scheduling';

// How long /quote searches: the spec's 3 seconds, on screen. They run from the quote's send when
// the visitor sent it from the form, and otherwise from the moment the search screen shows.
export const QUOTE_LOADING_MS = 3000;

/**
 * When this page began, on the page's own clock, to the millisecond a quote's timestamp keeps:
 * the inline script's note, or where a page has none, the navigation's start. The two agree in a
 * browser; under a test's fake clock only the note is on the clock the page's `Date.now()` reads.
 */
export function pageOpenedAt(): number {
  return Math.floor(window.eventReplay?.openedAt ?? performance.timeOrigin);
}

/**
 * When this page showed its prerendered search screen, on `Date.now()`'s clock: its first paint,
 * if the page was opened at /quote and has painted; null when the app draws the search itself.
 */
export const searchPaintedWithThePage = (): number | null => firstPaintAt('/quote') ?? null;

/** Where a page of /quote stands towards the quote it shows. */
export interface SearchingPage {
  /** When this page began (ms, on `Date.now()`'s clock): before the send, or opened by it. */
  openedAt: number;
  /** When the page's first paint showed the search screen (searchPaintedWithThePage). */
  searchPaintedAt: number | null;
  /** Whether this page has already shown this quote's plans (a return from /checkout). */
  plansShown: boolean;
}

/**
 * Which send a quote's search belongs to, told by the quote's own timestamp against this page's
 * opening (a link's quote is stamped with the opening itself, useQuoteFromLink):
 * - 'this page': sent after the page opened, from its own form (whatever address it was first
 *   opened on) or from another tab of the site;
 * - 'the page before': sent less than 3 s before this page opened, by the form that opened it;
 * - 'none': found as the page opened (a link, a stored quote, a reload, the installed app).
 */
export function sendOfTheSearch(
  sent: number,
  openedAt: number,
): 'this page' | 'the page before' | 'none' {
  if (sent > openedAt) return 'this page';
  if (sent < openedAt && openedAt - sent < QUOTE_LOADING_MS) return 'the page before';
  return 'none';
}

/**
 * When /quote's search began (ms) for a quote sent at `sentAt` (its timestamp), at `now`:
 * - at the send, when the quote was sent from the form (sendOfTheSearch) and not stamped ahead of
 *   this device's clock: however late the page's code came, it adds no wait of its own;
 * - else when the page's first paint showed the search (a quote found as the page opened on
 *   /quote): its 3 s are the visitor's, not the code's;
 * - else now, as the app draws it (a return to plans already shown, a stored quote on a page
 *   opened elsewhere).
 */
export function searchBeganAt(sentAt: string, now: number, page: SearchingPage): number {
  if (page.plansShown) return now;
  const sent = Date.parse(sentAt);
  if (sent <= now && sendOfTheSearch(sent, page.openedAt) !== 'none') return sent;
  return page.searchPaintedAt ?? now;
}

/** How long the search still shows at `now`: what its 3 s have not used (searchBeganAt). */
export const searchTimeLeft = (sentAt: string, now: number, page: SearchingPage): number =>
  Math.max(0, searchBeganAt(sentAt, now, page) + QUOTE_LOADING_MS - now);
