import { isBefore, isCalendarDate } from './dates';
import { isRecord } from './quote';

// What a buyer may ask of a purchase after it (contract section 6, "After the purchase"): to
// cancel it, or to move a per-day trip's dates, while its cover has not begun. The site changes
// nothing itself: each request goes to sales, and an adviser answers. Here, the requests as they
// are kept with the purchase; their terms and words are ./coverRequestTerms.ts.

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

/** Whether two kept requests ask the same thing (a request's `sentAt` moves when it is sent). */
export const sameRequest = (a: CoverRequest, b: CoverRequest): boolean =>
  a.kind === b.kind &&
  (a.kind !== 'cambio_fechas' ||
    (b.kind === 'cambio_fechas' &&
      a.departureDate === b.departureDate &&
      a.returnDate === b.returnDate &&
      a.total === b.total));

/**
 * One purchase's requests as two tabs kept them, made one: the stored ones in their order, each
 * taken as sent when either copy sent it, then those only `ours` holds. Requests are only ever
 * added and sent, never taken back, so nothing either tab kept is lost, and merging the result
 * with `ours` again changes nothing.
 */
export function mergeCoverRequests(stored: CoverRequest[], ours: CoverRequest[]): CoverRequest[] {
  const merged = stored.map((request) => {
    const sentByUs = ours.find((mine) => sameRequest(mine, request) && !mine.unsent);
    return request.unsent && sentByUs ? sentByUs : request;
  });
  const onlyOurs = ours.filter((mine) => !stored.some((request) => sameRequest(request, mine)));
  return [...merged, ...onlyOurs];
}
