// How long /quote searches: the spec's 3 seconds, run from the quote's send.
export const QUOTE_LOADING_MS = 3000;

/**
 * How long /quote still searches for a quote sent at `sentAt` (its timestamp) when it is `now`
 * (ms): the 3 s run from the send, so that a page whose code came after the tap does not add
 * its wait to them. A quote sent longer ago (a reload, a return visit), or stamped ahead of this
 * device's clock, gets the whole 3 s.
 */
export function searchTimeLeft(sentAt: string, now: number): number {
  const elapsed = now - Date.parse(sentAt);
  return elapsed >= 0 && elapsed < QUOTE_LOADING_MS ? QUOTE_LOADING_MS - elapsed : QUOTE_LOADING_MS;
}
