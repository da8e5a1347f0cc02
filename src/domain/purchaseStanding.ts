import type { CoverRequest } from './coverRequest';
import { cipExpired } from './paymentTerms';
import type { Purchase } from './purchase';

// Where a purchase stands, said the same way by 'Mi seguro' and the constancia: a cancellation
// asked comes before everything else; then a CIP still to pay, whose cover holds once it is paid.
// The site decides nothing: an adviser confirms what a request becomes.

export type PurchaseStanding =
  /** The buyer asked to cancel it: an adviser confirms whether and how. */
  | { state: 'cancellationAsked'; sentAt: string }
  /** Paid by PagoEfectivo, its CIP still payable: the cover holds once it is paid. */
  | { state: 'cipToPay' }
  /** Anything else: the purchase as made (a CIP past its expiry says so in its own box). */
  | { state: 'made' };

/** Where `purchase` stands at `now`. */
export function purchaseStanding(
  purchase: Pick<Purchase, 'payment' | 'requests'>,
  now: Date,
): PurchaseStanding {
  const cancellation = (purchase.requests ?? []).find((request) => request.kind === 'anulacion');
  if (cancellation) return { state: 'cancellationAsked', sentAt: cancellation.sentAt };
  const { payment } = purchase;
  if (payment?.method === 'pagoefectivo' && !cipExpired(payment, now)) return { state: 'cipToPay' };
  return { state: 'made' };
}

/**
 * Whether `request` is replaced by a cancellation asked after it: a change of dates sent before
 * the buyer asked to cancel the purchase.
 */
export const replacedByCancellation = (request: CoverRequest, requests: CoverRequest[]): boolean =>
  request.kind === 'cambio_fechas' &&
  requests.some(
    (other) => other.kind === 'anulacion' && Date.parse(other.sentAt) >= Date.parse(request.sentAt),
  );
