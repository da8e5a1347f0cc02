import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Purchase } from '../../domain/purchase';

export interface PurchaseState {
  /** The last simulated purchase; persisted as `lastPurchase`. */
  last: Purchase | null;
}

const initialState: PurchaseState = { last: null };

const purchaseSlice = createSlice({
  name: 'purchase',
  initialState,
  reducers: {
    purchaseCompleted(state, action: PayloadAction<Purchase>) {
      state.last = action.payload;
    },
  },
});

export const { purchaseCompleted } = purchaseSlice.actions;
export default purchaseSlice.reducer;

export const selectLastPurchase = (state: { purchase: PurchaseState }) => state.purchase.last;
