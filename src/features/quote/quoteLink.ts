import { config } from '../../config';
import { isDestination, isModality, MAX_TRAVELLERS } from '../../domain/catalogue';
import { isBefore, isCalendarDate } from '../../domain/dates';
import { parseAge, type Quote } from '../../domain/quote';
import {
  emptyAges,
  formValuesToQuote,
  INITIAL_QUOTE_VALUES,
  quoteSendProblem,
  quoteToFormValues,
  type QuoteFormValues,
} from './quoteFormValues';

// A link to /quote carries the trip in its query, in the contract's names (section 3), which
// never change: links live on in chats and ads. Nothing else goes into a link: no name, e-mail,
// document or price (prices always come from the catalogue).

const PARAMS = {
  destination: 'destino',
  modality: 'modalidad',
  departureDate: 'salida',
  returnDate: 'regreso',
  ages: 'edades',
} as const;

/** The query of the link to `quote`'s plans: '?destino=Europa&modalidad=por_dias&…'. */
export function quoteLinkSearch(quote: Quote): string {
  const dates: [string, string][] =
    quote.modality === 'por_dias'
      ? [
          [PARAMS.departureDate, quote.departureDate],
          [PARAMS.returnDate, quote.returnDate],
        ]
      : [];
  const pairs = [
    [PARAMS.destination, quote.destination],
    [PARAMS.modality, quote.modality],
    ...dates,
  ].map(([name, value]) => `${name}=${encodeURIComponent(value!)}`);
  // The ages' commas stay as they are: a link is read by people too.
  const ages = `${PARAMS.ages}=${quote.ages.map(encodeURIComponent).join(',')}`;
  return `?${[...pairs, ages].join('&')}`;
}

/**
 * What the quote form would hold for the link in `search`, each value only if the form takes it
 * (a past date counts as no date); null when the query carries no trip at all (other
 * parameters, such as an ad's utm_*, are not a trip).
 */
export function readQuoteLink(search: string, today: string): QuoteFormValues | null {
  const query = new URLSearchParams(search);
  if (!Object.values(PARAMS).some((name) => query.has(name))) return null;
  const text = (name: string) => (query.get(name) ?? '').trim();
  const destination = text(PARAMS.destination);
  const modality = query.has(PARAMS.modality)
    ? text(PARAMS.modality)
    : INITIAL_QUOTE_VALUES.modality;
  const perDay = modality === 'por_dias';
  const date = (name: string, notBefore: string) => {
    const value = text(name);
    return perDay && isCalendarDate(value) && !isBefore(value, notBefore) ? value : '';
  };
  const departureDate = date(PARAMS.departureDate, today);
  const returnDate = date(PARAMS.returnDate, departureDate || today);
  const ages = text(PARAMS.ages).split(',');
  // More travellers than the form has room for: none of the ages can be the trip's.
  const fits = ages.length <= MAX_TRAVELLERS;
  return {
    destination: isDestination(destination) ? destination : '',
    modality: isModality(modality) ? modality : '',
    departureDate,
    returnDate,
    travelers: fits ? ages.length : 1,
    ages: fits ? ages.map((age) => (parseAge(age) === null ? '' : age.trim())) : emptyAges(1),
  };
}

/** A link opened on /quote: the quote it is, the form's values it is refused with, or no link. */
export type OpenedLink = { quote: Quote } | { refused: QuoteFormValues } | null;

/** The link in `search`, opened `now`: a quote the form would send, or what the form would refuse. */
export function openQuoteLink(search: string, today: string, now: Date): OpenedLink {
  const values = readQuoteLink(search, today);
  if (!values) return null;
  return quoteSendProblem(values, today)
    ? { refused: values }
    : { quote: formValuesToQuote(values, now) };
}

/**
 * The query of `quote`'s link, if a link can carry it: one the form would refuse (a stored quote
 * whose ages no plan takes, or whose dates have passed) has none.
 */
export const linkSearchOf = (quote: Quote, today: string): string | null =>
  quoteSendProblem(quoteToFormValues(quote), today) ? null : quoteLinkSearch(quote);

/**
 * The link to `quote`'s plans as it is shared (the site's address, /quote and the trip), by the
 * rule the address follows: null when no link can carry the quote.
 */
export function quoteLinkUrl(quote: Quote, today: string): string | null {
  const search = linkSearchOf(quote, today);
  return search && `${config.siteUrl}/quote${search}`;
}

/** Whether two quotes are the same trip, whenever each was sent. */
export const sameTrip = (quote: Quote, other: Quote | null) =>
  !!other && quoteLinkSearch(quote) === quoteLinkSearch(other);
