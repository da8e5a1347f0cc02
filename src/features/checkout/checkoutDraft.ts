import { shownTypedDate } from '../../domain/typedDate';
import { DEFAULT_PAYMENT_CHOICE, parsePaymentChoice } from '../../domain/payment';
import { isRecord, type Quote } from '../../domain/quote';
import { parseTraveller, type Traveller } from '../../domain/traveller';
import type { CheckoutValues } from './checkoutSchema';

// What the visitor has typed and chosen on /checkout survives a reload of the tab, and nothing
// longer: sessionStorage ends with the tab, which suits names and document numbers.
const DRAFT_KEY = 'checkoutDraft';

function parseTravellers(value: unknown, count: number): Traveller[] | null {
  if (!Array.isArray(value) || value.length !== count) return null;
  const travellers = value.map(parseTraveller);
  if (!travellers.every((traveller) => traveller !== null)) return null;
  // A draft kept while the birth date was a date field holds 'YYYY-MM-DD': shown as typed now.
  return travellers.map((traveller) => ({
    ...traveller,
    birthDate: shownTypedDate(traveller.birthDate),
  }));
}

/**
 * The tab's draft for `quote`, or null: a draft typed for another quote (one that a new quote,
 * kept in this tab or another, has replaced) is none, so that no purchase joins one quote's
 * travellers to another's price. A draft kept before it named its quote is read when its count
 * of travellers fits; one kept before the payment was chosen on the page (the travellers alone)
 * is read with the default choice.
 */
export function readCheckoutDraft(quote: Quote): CheckoutValues | null {
  try {
    const raw: unknown = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    const draft = isRecord(raw) ? raw : { travelers: raw };
    if (draft.quote !== undefined && draft.quote !== quote.timestamp) return null;
    const travelers = parseTravellers(draft.travelers, quote.travelers);
    if (!travelers) return null;
    return { travelers, payment: parsePaymentChoice(draft.payment) ?? DEFAULT_PAYMENT_CHOICE };
  } catch {
    return null;
  }
}

/** Keeps `values`, typed for `quote` (named by its timestamp), as the tab's draft. */
export function saveCheckoutDraft(values: CheckoutValues, quote: Quote): void {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ quote: quote.timestamp, ...values }));
  } catch {
    // Without storage the draft only lives in the page, which is still usable.
  }
}

export function clearCheckoutDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
