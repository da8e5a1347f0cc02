import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CoverRequest } from '../../domain/coverRequest';
import type { Purchase } from '../../domain/purchase';

/**
 * Where one of the purchase's e-mails is: on its way, waiting for the network to come back,
 * sent, or refused.
 */
export type SendStatus = 'sending' | 'offline' | 'sent' | 'failed';

export interface PurchaseState {
  /** The last simulated purchase; persisted as `lastPurchase`. */
  last: Purchase | null;
  /** Its confirmation e-mail, while not yet sent in this visit; not persisted. */
  confirmation?: Exclude<SendStatus, 'sent'>;
  /** Each unsent request's e-mail in this visit, by its place in `last.requests`; not persisted. */
  requestSends: Record<number, Exclude<SendStatus, 'sent'>>;
}

const initialState: PurchaseState = { last: null, requestSends: {} };

const purchaseSlice = createSlice({
  name: 'purchase',
  initialState,
  reducers: {
    purchaseCompleted(state, action: PayloadAction<Purchase>) {
      state.last = action.payload;
      delete state.confirmation;
      state.requestSends = {};
    },
    /** A purchase stored by an earlier version is given its code ('Mi seguro' first shows it). */
    purchaseCodeGiven(state, action: PayloadAction<string>) {
      if (state.last && !state.last.code) state.last.code = action.payload;
    },
    confirmationUpdated(state, action: PayloadAction<SendStatus>) {
      if (action.payload === 'sent') {
        delete state.confirmation;
        if (state.last) state.last.confirmationSent = true;
      } else {
        state.confirmation = action.payload;
      }
    },
    /** A request the buyer made, kept unsent until its e-mail goes (it is never lost). */
    coverRequested(state, action: PayloadAction<CoverRequest>) {
      if (!state.last) return;
      (state.last.requests ??= []).push({ ...action.payload, unsent: true });
    },
    /** Where the e-mail of request number `index` is; once sent, `at` is when. */
    requestSendUpdated(
      state,
      action: PayloadAction<{ index: number; status: SendStatus; at?: string }>,
    ) {
      const { index, status, at } = action.payload;
      const request = state.last?.requests?.[index];
      if (!request) return;
      if (status === 'sent') {
        delete request.unsent;
        if (at) request.sentAt = at;
        delete state.requestSends[index];
      } else {
        state.requestSends[index] = status;
      }
    },
  },
});

export const {
  purchaseCompleted,
  purchaseCodeGiven,
  confirmationUpdated,
  coverRequested,
  requestSendUpdated,
} = purchaseSlice.actions;
export default purchaseSlice.reducer;

export const selectLastPurchase = (state: { purchase: PurchaseState }) => state.purchase.last;
/** Where the last purchase's confirmation e-mail is, while it is not sent in this visit. */
export const selectConfirmationSend = (state: { purchase: PurchaseState }) =>
  state.purchase.confirmation;
/** Where each unsent request's e-mail is in this visit, by its place in the purchase's requests. */
export const selectRequestSends = (state: { purchase: PurchaseState }) =>
  state.purchase.requestSends;
