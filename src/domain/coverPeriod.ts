import { localToday } from './dates';
import type { Purchase } from './purchase';

/** The visitor's calendar day of the purchase, as 'Mi seguro', the constancia and the e-mail say it. */
export const purchaseDay = (purchase: Pick<Purchase, 'purchaseDate'>): string =>
  localToday(new Date(purchase.purchaseDate));

/**
 * The days the purchase covers, as calendar dates: the trip's for a per-day plan, a year from
 * the day of the purchase for the annual modalities.
 */
export function coverPeriod(purchase: Purchase): { from: string; to: string } {
  const { quoteData: quote } = purchase;
  if (quote.modality === 'por_dias') return { from: quote.departureDate, to: quote.returnDate };
  const from = purchaseDay(purchase);
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  // 29 February rolls on to 1 March in a year without one.
  const to = new Date(Date.UTC(year + 1, month - 1, day)).toISOString().slice(0, 10);
  return { from, to };
}
