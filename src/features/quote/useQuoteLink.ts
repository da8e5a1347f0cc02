import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { localToday } from '../../domain/dates';
import type { Quote } from '../../domain/quote';
import { linkSearchOf, openQuoteLink, sameTrip } from './quoteLink';
import type { QuoteFormValues } from './quoteFormValues';
import { quoteSubmitted, selectLatestQuote } from './quoteSlice';

/** The router's state of `/` when it was opened by a link the quote form refuses. */
export interface RefusedLinkState {
  refusedQuoteLink: QuoteFormValues;
}

export const refusedLinkValues = (state: unknown): QuoteFormValues | null =>
  (state as Partial<RefusedLinkState> | null)?.refusedQuoteLink ?? null;

/**
 * /quote's quote: the one its address carries, which wins over the one kept before and is kept
 * in its place, or the kept one. A link the form would refuse gives, instead, the state to open
 * `/` with: the form there holds what the link had that is valid and refuses it as it would a
 * send (useQuoteForm), and the quote kept before is left as it was. `sentAt` stamps a link's
 * quote: when its page began, so that the spec's 3 s run from there.
 */
export function useQuoteFromLink(sentAt: number): {
  quote: Quote | null;
  refused: RefusedLinkState | null;
} {
  const { search } = useLocation();
  const dispatch = useAppDispatch();
  const kept = useAppSelector(selectLatestQuote);
  const opened = useMemo(
    () => openQuoteLink(search, localToday(), new Date(sentAt)),
    [search, sentAt],
  );
  const linked = opened && 'quote' in opened && !sameTrip(opened.quote, kept) ? opened.quote : null;
  useEffect(() => {
    if (linked) dispatch(quoteSubmitted(linked));
  }, [linked, dispatch]);
  if (opened && 'refused' in opened) {
    return { quote: null, refused: { refusedQuoteLink: opened.refused } };
  }
  return { quote: linked ?? kept, refused: null };
}

/**
 * Once the plans show: the address holds their trip, replaced in place (no new history entry),
 * when a link can carry it. Through the browser's history rather than the router: the router
 * would render the page again, every plan's card with it, for an address nothing on it reads.
 */
export function useAddressOfTheTrip(quote: Quote | null, shown: boolean) {
  useEffect(() => {
    const search = quote && shown ? linkSearchOf(quote, localToday()) : null;
    const { pathname, hash, search: current } = window.location;
    if (search && search !== current) {
      window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
    }
  }, [quote, shown]);
}
