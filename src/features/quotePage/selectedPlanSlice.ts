import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { priceBreakdown, type PricedPlan } from '../../domain/pricing';
import { parseSelectedPlan } from '../../domain/selection';
import { quoteSubmitted, selectLatestQuote, type QuoteState } from '../quote/quoteSlice';

export interface SelectedPlanState {
  /** The plan chosen on /quote; persisted as `selectedPlan`. Its price is informative only. */
  plan: PricedPlan | null;
}

const initialState: SelectedPlanState = { plan: null };

const selectedPlanSlice = createSlice({
  name: 'selectedPlan',
  initialState,
  reducers: {
    planChosen(state, action: PayloadAction<PricedPlan>) {
      state.plan = action.payload;
    },
  },
  extraReducers: (builder) => {
    // A new quote makes the earlier choice meaningless: it may not even be eligible.
    builder.addCase(quoteSubmitted, (state) => {
      state.plan = null;
    });
  },
});

export const { planChosen } = selectedPlanSlice.actions;
export default selectedPlanSlice.reducer;

type PlanRoot = { quote: QuoteState; selectedPlan: SelectedPlanState };

const selectChosenProductName = (state: PlanRoot) => state.selectedPlan.plan?.productName;

/** The chosen plan priced for the latest quote from the catalogue, or null when either is missing. */
export const selectCheckoutPlan = createSelector(
  [selectLatestQuote, selectChosenProductName],
  (quote, productName) => (productName ? parseSelectedPlan({ productName }, quote) : null),
);

/** How the checkout total is made, line by line, for the summary's price details. */
export const selectCheckoutBreakdown = createSelector(
  [selectLatestQuote, selectCheckoutPlan],
  (quote, plan) => (quote && plan ? priceBreakdown(plan, quote) : null),
);
