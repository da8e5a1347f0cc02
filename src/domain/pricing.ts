import { PLANS, type Plan } from './catalogue';
import { tripDays } from './dates';
import { isEligible } from './eligibility';
import { parseAge, type Quote } from './quote';

/**
 * Half up to whole dollars; totals are positive, so Math.round is half up. Here, not with the
 * prices' text (./money), which the store's first load does not need.
 */
export function roundDollars(amount: number): number {
  return Math.round(amount);
}

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

/** How one traveller of factor 1 is charged for the quote's modality. */
export type PriceBasis =
  | { kind: 'per_day'; pricePerDay: number; days: number; amount: number }
  | { kind: 'annual'; modality: Exclude<Quote['modality'], 'por_dias'>; amount: number };

export interface TravellerPrice {
  /** 1 for the first traveller. */
  traveller: number;
  age: number;
  factor: number;
  /** The basis amount times the factor, not rounded. */
  subtotal: number;
}

export interface PriceBreakdown {
  basis: PriceBasis;
  travellers: TravellerPrice[];
  /** The sum of the subtotals, before rounding. */
  exactTotal: number;
  /** What the visitor pays: the exact total rounded once, to whole dollars. */
  total: number;
}

function priceBasis(plan: Plan, quote: Quote): PriceBasis {
  switch (quote.modality) {
    case 'por_dias': {
      const days = tripDays(quote.departureDate, quote.returnDate);
      return {
        kind: 'per_day',
        pricePerDay: plan.pricePerDay,
        days,
        amount: plan.pricePerDay * days,
      };
    }
    case 'anual_30':
      return { kind: 'annual', modality: quote.modality, amount: plan.priceMT30 };
    // The spec prices anual_60 and larga_estadia alike, from the 60-day multitrip price.
    case 'anual_60':
    case 'larga_estadia':
      return { kind: 'annual', modality: quote.modality, amount: plan.priceMT60 };
  }
}

/**
 * How the plan's price for the quote is made, one line per traveller; null when an age is
 * invalid. The total is the only price the site shows, so the lines always add up to it.
 */
export function priceBreakdown(plan: Plan, quote: Quote): PriceBreakdown | null {
  const years = quote.ages.map(parseAge);
  if (years.length === 0 || years.some((age) => age === null)) return null;
  const basis = priceBasis(plan, quote);
  const travellers = (years as number[]).map((age, index) => ({
    traveller: index + 1,
    age,
    factor: ageFactor(age),
    subtotal: basis.amount * ageFactor(age),
  }));
  const exactTotal = travellers.reduce((sum, line) => sum + line.subtotal, 0);
  return { basis, travellers, exactTotal, total: roundDollars(exactTotal) };
}

/** The total for every traveller, rounded once at the end; null when an age is invalid. */
export function quotePrice(plan: Plan, quote: Quote): number | null {
  return priceBreakdown(plan, quote)?.total ?? null;
}

/** The plans the quote qualifies for, priced, by coverage from highest to lowest. */
export function pricedPlans(quote: Quote): PricedPlan[] {
  const oldest = oldestTravellerAge(quote.ages);
  if (oldest === null) return [];
  return PLANS.filter((plan) => isEligible(plan, oldest))
    .map((plan) => ({ ...plan, price: quotePrice(plan, quote) as number }))
    .sort((a, b) => b.coverage - a.coverage);
}
