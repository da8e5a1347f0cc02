import { type CoverRequest } from './coverRequest';
import { addDays, formatCalendarDate, isBefore } from './dates';
import { dateInLima, formatLimaDateTime } from './limaTime';
import { quotePrice } from './pricing';
import type { Quote } from './quote';

// The terms of a buyer's requests after the purchase (contract section 6, "After the purchase"):
// when they may be made, what new dates cost, and the words that tell them, for 'Mi seguro' and
// the purchase's e-mail.

/** What the request rules need of a purchase. */
export interface RequestedCover {
  quoteData: Quote;
  purchaseDate: string;
}

/**
 * The cover's first day, in Lima: the trip's departure for a per-day plan; an annual cover starts
 * on the day of its purchase.
 */
export const coverFirstDay = ({ quoteData, purchaseDate }: RequestedCover): string =>
  quoteData.modality === 'por_dias' ? quoteData.departureDate : dateInLima(new Date(purchaseDate));

/** The last day, in Lima, on which a request may be made: the day before the cover's first. */
export const lastDayToAsk = (purchase: RequestedCover): string =>
  addDays(coverFirstDay(purchase), -1);

/** Whether requests may still be made at `now`: only before the cover's first day, Lima time. */
export const requestsOpen = (purchase: RequestedCover, now: Date): boolean =>
  isBefore(dateInLima(now), coverFirstDay(purchase));

/** Which requests the buyer is offered at `now`: none once cancelling has been asked. */
export function requestsOffered(
  purchase: RequestedCover & { requests?: CoverRequest[] },
  now: Date,
): { cancel: boolean; changeDates: boolean } {
  const open = requestsOpen(purchase, now);
  const cancelled = (purchase.requests ?? []).some((request) => request.kind === 'anulacion');
  return {
    cancel: open && !cancelled,
    changeDates: open && !cancelled && purchase.quoteData.modality === 'por_dias',
  };
}

/** The purchase's plan priced for new dates, by the catalogue's rules; null when it cannot be. */
export function totalForDates(
  purchase: { quoteData: Quote; selectedPlan: Parameters<typeof quotePrice>[0] },
  departureDate: string,
  returnDate: string,
): number | null {
  return quotePrice(purchase.selectedPlan, { ...purchase.quoteData, departureDate, returnDate });
}

/**
 * How a new total stands beside the purchase's, each amount as `price` writes it: 'US$ 20 (S/
 * 75.00) más que la compra', '... menos que la compra', or 'Sin diferencia' ('sin diferencia'
 * inside a sentence).
 */
export function differenceText(
  newTotal: number,
  purchased: number,
  price: (dollars: number) => string,
  inSentence = false,
): string {
  const difference = newTotal - purchased;
  if (difference === 0) return inSentence ? 'sin diferencia' : 'Sin diferencia';
  return `${price(Math.abs(difference))} ${difference > 0 ? 'más' : 'menos'} que la compra`;
}

/**
 * The request in one Spanish line, the e-mail's `request` variable: what is asked and, for new
 * dates, the dates, the new total and how it stands beside the purchase's.
 */
export function requestLine(
  request: CoverRequest,
  purchase: { code: string; selectedPlan: { price: number } },
  price: (dollars: number) => string,
): string {
  if (request.kind === 'anulacion') {
    return `Solicitud de anulación de la compra ${purchase.code}, antes del inicio de la cobertura.`;
  }
  const from = formatCalendarDate(request.departureDate);
  const to = formatCalendarDate(request.returnDate);
  const difference = differenceText(request.total, purchase.selectedPlan.price, price, true);
  return `Solicitud de cambio de fechas de la compra ${purchase.code}: del ${from} al ${to}; nuevo total ${price(request.total)}, ${difference}.`;
}

/**
 * A request's state as the buyer reads it, once sent: 'Enviada el 01/12/2026 10:04; un asesor te
 * confirmará', or, for a change of dates that a later cancellation replaces, that it does.
 */
export const sentText = (request: CoverRequest, replacedByCancellation = false): string =>
  `Enviada el ${formatLimaDateTime(new Date(request.sentAt))}; ${replacedByCancellation ? 'la reemplaza tu solicitud de anulación' : 'un asesor te confirmará'}`;
