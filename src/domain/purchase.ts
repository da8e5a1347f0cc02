import { mergeCoverRequests, parseCoverRequests, type CoverRequest } from './coverRequest';
import { isCalendarDate } from './dates';
import type { ExchangeRate } from './exchangeRate';
import { parsePayment, type Payment } from './payment';
import type { PricedPlan } from './pricing';
import { isRecord, parseQuote, type Quote } from './quote';
import { parseSelectedPlan } from './selection';
import { parseTraveller, type Traveller } from './traveller';

/** Where the last purchase is stored (contract section 3). */
export const PURCHASE_STORAGE_KEY = 'lastPurchase';

/** The simulated purchase stored under `lastPurchase`. */
export interface Purchase {
  selectedPlan: PricedPlan;
  quoteData: Quote;
  travelers: Traveller[];
  purchaseDate: string;
  /**
   * `CA-AAAAMMDD-XXXXXX`: the code on its constancia and in its confirmation e-mail. Null for a
   * purchase stored by an earlier version, until 'Mi seguro' first shows it (./purchaseCode.ts).
   */
  code: string | null;
  /** Whether the confirmation e-mail went out to Traveller 1. */
  confirmationSent: boolean;
  /** How the buyer means to pay; absent for a purchase stored by an earlier version. */
  payment?: Payment;
  /** What the buyer asked after the purchase, oldest first; absent when nothing was asked. */
  requests?: CoverRequest[];
  /**
   * The reference rate the purchase was priced in soles at; absent for a purchase stored by an
   * earlier version, which is shown at the build's rate, as every other price.
   */
  exchangeRate?: ExchangeRate;
}

/** A purchase with its code, as the constancia and the e-mail need it. */
export type CodedPurchase = Purchase & { code: string };

export const isPurchaseCode = (code: unknown): code is string =>
  typeof code === 'string' && /^CA-\d{8}-[A-Z0-9]{6}$/.test(code);

/**
 * A stored purchase, or null when the value is not one. A purchase stored by an earlier version
 * has no code yet and, since none was sent then, no confirmation; one without a payment, or with
 * one of no known shape, is read back without a payment (none is invented for it); requests of
 * no known shape are dropped, the purchase kept.
 */
export function parsePurchase(value: unknown): Purchase | null {
  if (!isRecord(value)) return null;
  // A past purchase's trip may have started already: skip the "not before today" rule.
  const quoteData = parseQuote(value.quoteData, null);
  const selectedPlan = parseSelectedPlan(value.selectedPlan, quoteData);
  if (!quoteData || !selectedPlan) return null;
  const { travelers, purchaseDate } = value;
  if (!Array.isArray(travelers) || travelers.length !== quoteData.travelers) return null;
  const parsedTravellers = travelers.map(parseTraveller);
  if (parsedTravellers.some((traveller) => traveller === null)) return null;
  if (typeof purchaseDate !== 'string' || Number.isNaN(Date.parse(purchaseDate))) return null;
  const payment = parsePayment(value.payment);
  const requests = parseCoverRequests(value.requests);
  const exchangeRate = parseExchangeRate(value.exchangeRate);
  return {
    selectedPlan,
    quoteData,
    travelers: parsedTravellers as Traveller[],
    purchaseDate,
    code: isPurchaseCode(value.code) ? value.code : null,
    confirmationSent: value.confirmationSent === true,
    ...(payment && { payment }),
    ...(requests.length > 0 && { requests }),
    ...(exchangeRate && { exchangeRate }),
  };
}

/** A stored rate, or null when the value is not one (a positive rate, an ISO date). */
function parseExchangeRate(value: unknown): ExchangeRate | null {
  if (!isRecord(value)) return null;
  const { solesPerDollar, date } = value;
  if (typeof solesPerDollar !== 'number' || !(solesPerDollar > 0 && solesPerDollar < 1000)) {
    return null;
  }
  return typeof date === 'string' && isCalendarDate(date) ? { solesPerDollar, date } : null;
}

/**
 * Of two copies of the last purchase (what storage holds, what this tab holds), the one to keep.
 * Two purchases: the later. Two copies of one purchase (made at the same instant): what either
 * knows, since a purchase only ever gains its code, its confirmation and requests, and their
 * sends; the code storage holds wins, so that every tab shows one. Keeping the result against
 * `ours` again changes nothing.
 */
export function mergePurchases(stored: Purchase | null, ours: Purchase | null): Purchase | null {
  if (!stored || !ours) return stored ?? ours;
  if (stored.purchaseDate !== ours.purchaseDate) {
    return Date.parse(ours.purchaseDate) > Date.parse(stored.purchaseDate) ? ours : stored;
  }
  const requests = mergeCoverRequests(stored.requests ?? [], ours.requests ?? []);
  return {
    ...stored,
    code: stored.code ?? ours.code,
    confirmationSent: stored.confirmationSent || ours.confirmationSent,
    ...(requests.length > 0 && { requests }),
  };
}
