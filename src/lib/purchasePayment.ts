import { paymentText, paymentTextInEnglish } from '../domain/paymentTerms';
import type { Purchase } from '../domain/purchase';
import { inSoles } from './prices';

/**
 * A purchase's payment in one line, in Spanish and in English, as it stands at `now` (a CIP may
 * have expired), its cuotas worked on the total in soles; null for a purchase that has none (an
 * earlier version's): nothing is invented for it.
 */
export function purchasePaymentLines(
  purchase: Purchase,
  now: Date = new Date(),
): { es: string; en: string } | null {
  const { payment, selectedPlan } = purchase;
  if (!payment) return null;
  const totalSoles = inSoles(selectedPlan.price);
  return {
    es: paymentText(payment, totalSoles, now),
    en: paymentTextInEnglish(payment, totalSoles, now),
  };
}
