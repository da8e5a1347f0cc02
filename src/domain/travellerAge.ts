import { ageOn } from './dates';
import { parseAge, type Quote } from './quote';

// A traveller's birth date against the age the quote was priced with: checkout points out a
// difference (the price may change) without refusing the purchase, which the spec decides.

/** The day the quoted ages count on: a per-day trip's departure; today for the annual plans. */
export function agesCountOn(quote: Quote, today: string): string {
  return quote.modality === 'por_dias' && quote.departureDate ? quote.departureDate : today;
}

/**
 * The age `birthDate` gives on `on` when it is not `quotedAge`; null when they agree or either
 * is unknown (no birth date yet, a date after `on`).
 */
export function ageUnlikeQuoted(quotedAge: string, birthDate: string, on: string): number | null {
  const quoted = parseAge(quotedAge);
  const actual = ageOn(birthDate, on);
  return quoted !== null && actual !== null && actual !== quoted ? actual : null;
}
