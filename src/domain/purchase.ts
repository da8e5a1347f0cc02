import type { PricedPlan } from './pricing';
import { isRecord, parseQuote, type Quote } from './quote';
import { parseSelectedPlan } from './selection';
import { parseTraveller, type Traveller } from './traveller';

/** The simulated purchase stored under `lastPurchase`. */
export interface Purchase {
  selectedPlan: PricedPlan;
  quoteData: Quote;
  travelers: Traveller[];
  purchaseDate: string;
}

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
  return {
    selectedPlan,
    quoteData,
    travelers: parsedTravellers as Traveller[],
    purchaseDate,
  };
}
