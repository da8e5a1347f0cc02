import { findPlan } from './catalogue';
import { isEligible } from './eligibility';
import { oldestTravellerAge, quotePrice, type PricedPlan } from './pricing';
import { isRecord, type Quote } from './quote';

/**
 * Reads a stored plan choice. Only its productName is trusted: every other field and the
 * price come from the catalogue and the quote, so a forged price never reaches the visitor.
 * An unknown product, or one the quote does not qualify for, makes the choice absent.
 */
export function parseSelectedPlan(value: unknown, quote: Quote | null): PricedPlan | null {
  if (!isRecord(value) || quote === null) return null;
  const plan = findPlan(value.productName);
  if (!plan) return null;
  const oldest = oldestTravellerAge(quote.ages);
  if (oldest === null || !isEligible(plan, oldest)) return null;
  return { ...plan, price: quotePrice(plan, quote) as number };
}
