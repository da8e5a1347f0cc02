import { PLANS, type Plan, type ProductName } from './catalogue';
import { tripDays } from './dates';
import { roundDollars } from './money';
import { parseAge, type Quote } from './quote';

export interface PricedPlan extends Plan {
  /** Total for the whole quote, whole dollars. */
  price: number;
}

/** Older travellers cost more: 1 below 70, 1.5 for 70-74, 2 for 75-99. */
export function ageFactor(age: number): number {
  if (age >= 75) return 2;
  if (age >= 70) return 1.5;
  return 1;
}

/** The oldest traveller's age, or null when any age is missing or outside 1-99. */
export function oldestTravellerAge(ages: readonly string[]): number | null {
  const years = ages.map(parseAge);
  if (years.length === 0 || years.some((age) => age === null)) return null;
  return Math.max(...(years as number[]));
}

const EXCLUDED_FROM_70: readonly ProductName[] = ['AC 1M'];
const ALLOWED_FROM_75: readonly ProductName[] = ['AC 60', 'AC 35'];

/** Eligibility is decided by the oldest traveller alone. */
export function isEligible(plan: Plan, oldestAge: number): boolean {
  if (oldestAge >= 75) return ALLOWED_FROM_75.includes(plan.productName);
  if (oldestAge >= 70) return !EXCLUDED_FROM_70.includes(plan.productName);
  return true;
}

/** What one traveller of factor 1 pays for the quote's modality, before rounding. */
function basePrice(plan: Plan, quote: Quote): number {
  switch (quote.modality) {
    case 'por_dias':
      return plan.pricePerDay * tripDays(quote.departureDate, quote.returnDate);
    case 'anual_30':
      return plan.priceMT30;
    // The spec prices anual_60 and larga_estadia alike, from the 60-day multitrip price.
    case 'anual_60':
    case 'larga_estadia':
      return plan.priceMT60;
  }
}

/** The total for every traveller, rounded once at the end; null when an age is invalid. */
export function quotePrice(plan: Plan, quote: Quote): number | null {
  const years = quote.ages.map(parseAge);
  if (years.length === 0 || years.some((age) => age === null)) return null;
  const base = basePrice(plan, quote);
  const total = (years as number[]).reduce((sum, age) => sum + base * ageFactor(age), 0);
  return roundDollars(total);
}

/** The plans the quote qualifies for, priced, by coverage from highest to lowest. */
export function pricedPlans(quote: Quote): PricedPlan[] {
  const oldest = oldestTravellerAge(quote.ages);
  if (oldest === null) return [];
  return PLANS.filter((plan) => isEligible(plan, oldest))
    .map((plan) => ({ ...plan, price: quotePrice(plan, quote) as number }))
    .sort((a, b) => b.coverage - a.coverage);
}
