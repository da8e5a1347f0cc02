import { formatCalendarDate, isBefore, isCalendarDate } from './dates';
import { dateInLima, formatLimaDateTime } from './limaTime';
import { quotePrice } from './pricing';
import { isRecord, type Quote } from './quote';

// What a buyer may ask of a purchase after it (contract section 6, "After the purchase"): to
// cancel it, or to move a per-day trip's dates, while its cover has not begun. The site changes
// nothing itself: each request goes to sales, and an adviser answers.

export type CoverRequestKind = 'anulacion' | 'cambio_fechas';

interface RequestBase {
  /** When it was sent; while `unsent`, when the buyer made it. */
  sentAt: string;
  /** Made, but not yet accepted by the e-mail service (offline, or a refused send). */
  unsent?: true;
}

export type CoverRequest =
  | (RequestBase & { kind: 'anulacion' })
  | (RequestBase & {
      kind: 'cambio_fechas';
      departureDate: string;
      returnDate: string;
      /** The new total in dollars, priced by the catalogue's rules. */
      total: number;
    });

/** What the request rules need of a purchase. */
export interface RequestedCover {
  quoteData: Quote;
  purchaseDate: string;
}

const isInstant = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length <= 40 &&
  /T.*(Z|[+-]\d{2}:\d{2})$/.test(value) &&
  !Number.isNaN(Date.parse(value));

function parseRequest(value: unknown): CoverRequest | null {
  if (!isRecord(value) || !isInstant(value.sentAt)) return null;
  const base = { sentAt: value.sentAt, ...(value.unsent === true && { unsent: true as const }) };
  if (value.kind === 'anulacion') return { kind: 'anulacion', ...base };
  if (value.kind !== 'cambio_fechas') return null;
  const { departureDate, returnDate, total } = value;
  if (!isCalendarDate(departureDate) || !isCalendarDate(returnDate)) return null;
  if (isBefore(returnDate, departureDate)) return null;
  if (typeof total !== 'number' || !Number.isInteger(total) || total < 0) return null;
  return { kind: 'cambio_fechas', ...base, departureDate, returnDate, total };
}

/**
 * A purchase's stored requests: none when absent; a list of any other shape is dropped, and so
 * is each entry of a shape the contract does not give (the purchase is kept either way).
 */
export function parseCoverRequests(value: unknown): CoverRequest[] {
  if (!Array.isArray(value)) return [];
  return value.map(parseRequest).filter((request) => request !== null);
}

/**
 * The cover's first day, in Lima: the trip's departure for a per-day plan; an annual cover starts
 * on the day of its purchase.
 */
export const coverFirstDay = ({ quoteData, purchaseDate }: RequestedCover): string =>
  quoteData.modality === 'por_dias' ? quoteData.departureDate : dateInLima(new Date(purchaseDate));

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
 * 75.00) más que la compra', '... menos que la compra', or 'el mismo total de la compra'.
 */
export function differenceText(
  newTotal: number,
  purchased: number,
  price: (dollars: number) => string,
): string {
  const difference = newTotal - purchased;
  if (difference === 0) return 'el mismo total de la compra';
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
  const difference = differenceText(request.total, purchase.selectedPlan.price, price);
  return `Solicitud de cambio de fechas de la compra ${purchase.code}: del ${from} al ${to}; nuevo total ${price(request.total)}, ${difference}.`;
}

/** A request's state as the buyer reads it, once sent: 'Enviada el 01/12/2026 10:04; un asesor te confirmará'. */
export const sentText = (request: CoverRequest): string =>
  `Enviada el ${formatLimaDateTime(new Date(request.sentAt))}; un asesor te confirmará`;
