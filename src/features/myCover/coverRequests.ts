import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { sameRequest, type CoverRequest } from '../../domain/coverRequest';
import { requestLine } from '../../domain/coverRequestTerms';
import { formatPrice } from '../../lib/prices';
import { tabsTakeTurns } from '../../lib/tabTurns';
import { sendPurchaseEmail, underWay, type PurchaseEmail } from '../checkout/purchaseConfirmation';
import { coverRequested, requestSendUpdated, type PurchaseState } from '../checkout/purchaseSlice';

// The buyer's requests after the purchase (contract section 6, "After the purchase"): each is
// kept with the purchase first, unsent, so that nothing is lost, then sent to sales as the
// purchase's other e-mails are, with the `request` line saying what is asked.

type State = { purchase: PurchaseState };
type Dispatch = ThunkDispatch<State, unknown, UnknownAction>;

/** Sends request number `index` of the last purchase, unless it is sent or under way. */
export const sendCoverRequest =
  (index: number) =>
  async (dispatch: Dispatch, getState: () => State): Promise<void> => {
    const { last, requestSends } = getState().purchase;
    const request = last?.requests?.[index];
    if (!last?.code || !request?.unsent || underWay(requestSends[index])) return;
    const purchase = { ...last, code: last.code };
    const email: PurchaseEmail = {
      purchase,
      request: requestLine(request, purchase, formatPrice),
      item: requestItem(request),
      due: (stored) =>
        stored?.code !== purchase.code ||
        (stored.requests ?? []).every((kept) => !sameRequest(kept, request) || !!kept.unsent),
    };
    await sendPurchaseEmail(
      email,
      (status) => {
        // The answer is recorded on the purchase it is for: a later one may have taken its place.
        if (getState().purchase.last?.code !== purchase.code) return;
        const at = status === 'sent' ? new Date().toISOString() : undefined;
        dispatch(requestSendUpdated({ index, status, ...(at && { at }) }));
      },
      dispatch,
    );
  };

/** What a request is, for the lock it is sent under: its kind, and new dates with their total. */
const requestItem = (request: CoverRequest): string =>
  request.kind === 'cambio_fechas'
    ? `${request.kind}/${request.departureDate}/${request.returnDate}/${request.total}`
    : request.kind;

/** Keeps the buyer's request with the purchase, then sends it. */
export const makeCoverRequest =
  (request: CoverRequest) =>
  (dispatch: Dispatch, getState: () => State): Promise<void> => {
    dispatch(coverRequested(request));
    const index = (getState().purchase.last?.requests?.length ?? 0) - 1;
    return dispatch(sendCoverRequest(index));
  };

/**
 * Sends the requests still unsent that this tab did not make: from an earlier visit (made
 * offline, or refused then), or from another tab. Each goes once, in the tabs' turns; where the
 * browser cannot make the tabs take turns, only the tab that made a request sends it.
 */
export const sendUnsentRequests =
  () =>
  async (dispatch: Dispatch, getState: () => State): Promise<void> => {
    if (!tabsTakeTurns()) return;
    const { last, requestSends } = getState().purchase;
    const unsent = (last?.requests ?? []).flatMap((request, index) =>
      request.unsent && !(index in requestSends) ? [index] : [],
    );
    await Promise.all(unsent.map((index) => dispatch(sendCoverRequest(index))));
  };
