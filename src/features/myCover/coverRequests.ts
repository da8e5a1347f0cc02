import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { CoverRequest } from '../../domain/coverRequest';
import { requestLine } from '../../domain/coverRequestTerms';
import { formatPrice } from '../../lib/prices';
import { purchaseEmailFields, sendPurchaseEmail, underWay } from '../checkout/purchaseConfirmation';
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
    const fields = purchaseEmailFields(purchase, requestLine(request, purchase, formatPrice));
    await sendPurchaseEmail(fields, (status) => {
      // The answer is recorded on the purchase it is for: a later one may have taken its place.
      if (getState().purchase.last?.code !== purchase.code) return;
      const at = status === 'sent' ? new Date().toISOString() : undefined;
      dispatch(requestSendUpdated({ index, status, ...(at && { at }) }));
    });
  };

/** Keeps the buyer's request with the purchase, then sends it. */
export const makeCoverRequest =
  (request: CoverRequest) =>
  (dispatch: Dispatch, getState: () => State): Promise<void> => {
    dispatch(coverRequested(request));
    const index = (getState().purchase.last?.requests?.length ?? 0) - 1;
    return dispatch(sendCoverRequest(index));
  };

/** Sends the requests still unsent from an earlier visit (made offline, or refused then). */
export const sendUnsentRequests =
  () =>
  (dispatch: Dispatch, getState: () => State): void => {
    const { last, requestSends } = getState().purchase;
    last?.requests?.forEach((request, index) => {
      if (request.unsent && !(index in requestSends)) void dispatch(sendCoverRequest(index));
    });
  };
