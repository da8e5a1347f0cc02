import type { ExchangeRate } from '../domain/exchangeRate';
import { formatDollars, formatSoles, solesOf } from '../domain/money';
import { PAYMENT_METHOD_LABELS, paymentText, paymentTextInEnglish } from '../domain/paymentTerms';
import type { Purchase } from '../domain/purchase';
import { EXCHANGE_RATE } from './prices';

// A purchase's money as 'Mi seguro', the constancia and the e-mail tell it: its total and its
// payment, in soles at the rate the purchase was made at.

/**
 * The reference rate of a purchase's soles: its own, or the build's for a purchase stored by an
 * earlier version, which kept none.
 */
export const purchaseRate = (purchase: Purchase): ExchangeRate =>
  purchase.exchangeRate ?? EXCHANGE_RATE;

/** The purchase's total in soles, at its rate: what a CIP asks to be paid. */
export const purchaseTotalSoles = (purchase: Purchase): number =>
  solesOf(purchase.selectedPlan.price, purchaseRate(purchase).solesPerDollar);

/** 'US$ 480 (S/ 1,800.00)': the purchase's total, then its soles at the purchase's rate. */
export const purchaseTotalText = (purchase: Purchase): string =>
  `${formatDollars(purchase.selectedPlan.price)} (${formatSoles(purchaseTotalSoles(purchase))})`;

/**
 * A purchase's payment in one line, in Spanish and in English, as it stands at `now` (a CIP may
 * have expired), its cuotas worked on the total in soles; null for a purchase that has none (an
 * earlier version's): nothing is invented for it. `besideCipBox`: a page that shows the CIP in
 * its own box, which alone says what to pay, by when and where it stands, names only the CIP.
 */
export function purchasePaymentLines(
  purchase: Purchase,
  now: Date = new Date(),
  { besideCipBox = false } = {},
): { es: string; en: string } | null {
  const { payment } = purchase;
  if (!payment) return null;
  if (besideCipBox && payment.method === 'pagoefectivo') {
    const line = `${PAYMENT_METHOD_LABELS.pagoefectivo}, CIP ${payment.cip}`;
    return { es: line, en: line };
  }
  const totalSoles = purchaseTotalSoles(purchase);
  return {
    es: paymentText(payment, totalSoles, now),
    en: paymentTextInEnglish(payment, totalSoles, now),
  };
}
