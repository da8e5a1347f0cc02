import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Purchase } from '../../domain/purchase';

export interface PurchaseState {
  /** The last simulated purchase; persisted as `lastPurchase`. */
  last: Purchase | null;
  /** Whether its confirmation e-mail is on its way; not persisted. */
  confirmationSending: boolean;
}

const initialState: PurchaseState = { last: null, confirmationSending: false };

/** Where the last purchase's confirmation e-mail is: on its way, sent, or not sent. */
export type ConfirmationStatus = 'sending' | 'sent' | 'failed';

const purchaseSlice = createSlice({
  name: 'purchase',
  initialState,
  reducers: {
    purchaseCompleted(state, action: PayloadAction<Purchase>) {
      state.last = action.payload;
    },
    /** A purchase stored by an earlier version is given its code ('Mi seguro' first shows it). */
    purchaseCodeGiven(state, action: PayloadAction<string>) {
      if (state.last && !state.last.code) state.last.code = action.payload;
    },
    confirmationUpdated(state, action: PayloadAction<ConfirmationStatus>) {
      state.confirmationSending = action.payload === 'sending';
      if (state.last && action.payload === 'sent') state.last.confirmationSent = true;
    },
  },
});

export const { purchaseCompleted, purchaseCodeGiven, confirmationUpdated } = purchaseSlice.actions;
export default purchaseSlice.reducer;

export const selectLastPurchase = (state: { purchase: PurchaseState }) => state.purchase.last;
/** Whether the last purchase's confirmation e-mail is on its way. */
export const selectConfirmationSending = (state: { purchase: PurchaseState }) =>
  state.purchase.confirmationSending;
