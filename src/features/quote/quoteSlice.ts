import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { pricedPlans } from '../../domain/pricing';
import type { Quote } from '../../domain/quote';

export interface QuoteState {
  /** The last quote the visitor asked for; persisted as `latestQuote`. */
  latest: Quote | null;
}

const initialState: QuoteState = { latest: null };

const quoteSlice = createSlice({
  name: 'quote',
  initialState,
  reducers: {
    quoteSubmitted(state, action: PayloadAction<Quote>) {
      state.latest = action.payload;
    },
  },
});

export const { quoteSubmitted } = quoteSlice.actions;
export default quoteSlice.reducer;

export const selectLatestQuote = (state: { quote: QuoteState }) => state.quote.latest;

/** Whether a quote is stored, whichever it is. */
export const selectHasLatestQuote = (state: { quote: QuoteState }) => state.quote.latest !== null;

/** The plans the latest quote qualifies for, priced from the catalogue, by coverage. */
export const selectPricedPlans = createSelector([selectLatestQuote], (quote) =>
  quote ? pricedPlans(quote) : [],
);
