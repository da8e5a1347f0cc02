import { DEFAULT_PAYMENT_CHOICE, parsePaymentChoice } from '../../domain/payment';
import { isRecord } from '../../domain/quote';
import { parseTraveller, type Traveller } from '../../domain/traveller';
import type { CheckoutValues } from './checkoutSchema';

// What the visitor has typed and chosen on /checkout survives a reload of the tab, and nothing
// longer: sessionStorage ends with the tab, which suits names and document numbers.
const DRAFT_KEY = 'checkoutDraft';

function parseTravellers(value: unknown, count: number): Traveller[] | null {
  if (!Array.isArray(value) || value.length !== count) return null;
  const travellers = value.map(parseTraveller);
  return travellers.every((traveller) => traveller !== null) ? (travellers as Traveller[]) : null;
}

/**
 * The tab's draft for `travellerCount` travellers, or null. A draft kept before the payment was
 * chosen on the page (the travellers alone) is read with the default choice.
 */
export function readCheckoutDraft(travellerCount: number): CheckoutValues | null {
  try {
    const raw: unknown = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    const draft = isRecord(raw) ? raw : { travelers: raw };
    const travelers = parseTravellers(draft.travelers, travellerCount);
    if (!travelers) return null;
    return { travelers, payment: parsePaymentChoice(draft.payment) ?? DEFAULT_PAYMENT_CHOICE };
  } catch {
    return null;
  }
}

export function saveCheckoutDraft(values: CheckoutValues): void {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
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
