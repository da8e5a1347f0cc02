import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProductName } from '../../domain/catalogue';
import { hiddenPlans } from '../../domain/eligibility';
import { oldestTravellerAge, priceBreakdown, type PriceBreakdown } from '../../domain/pricing';
import { quoteSubmitted, selectLatestQuote, selectPricedPlans } from '../quote/quoteSlice';

/** At most this many plans side by side: more no longer fit a phone's width. */
export const MAX_COMPARED = 3;

export type PlanOrder = 'coverage' | 'price';

export interface PlanViewState {
  /** The plans ticked for comparison, in the order ticked. Not persisted. */
  compared: ProductName[];
  order: PlanOrder;
}

const initialState: PlanViewState = { compared: [], order: 'coverage' };

const planViewSlice = createSlice({
  name: 'planView',
  initialState,
  reducers: {
    /** Ticks or unticks a plan; a plan beyond the limit is left out (the card says why). */
    compareToggled(state, action: PayloadAction<ProductName>) {
      const name = action.payload;
      if (state.compared.includes(name))
        state.compared = state.compared.filter((compared) => compared !== name);
      else if (state.compared.length < MAX_COMPARED) state.compared.push(name);
    },
    compareCleared(state) {
      state.compared = [];
    },
    orderChosen(state, action: PayloadAction<PlanOrder>) {
      state.order = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Another quote may not offer the plans ticked for the last one.
    builder.addCase(quoteSubmitted, (state) => {
      state.compared = [];
    });
  },
});

export const { compareToggled, compareCleared, orderChosen } = planViewSlice.actions;
export default planViewSlice.reducer;

type PlanViewRoot = Parameters<typeof selectPricedPlans>[0] & { planView: PlanViewState };

export const selectPlanOrder = (state: PlanViewRoot) => state.planView.order;
const selectComparedNames = (state: PlanViewRoot) => state.planView.compared;

/** The quote's plans in the chosen order; ties in price go to the higher coverage. */
export const selectOrderedPlans = createSelector(
  [selectPricedPlans, selectPlanOrder],
  (plans, order) =>
    order === 'price'
      ? [...plans].sort((a, b) => a.price - b.price || b.coverage - a.coverage)
      : plans,
);

/** The ticked plans the quote offers, in the order the cards show them. */
export const selectComparedPlans = createSelector(
  [selectOrderedPlans, selectComparedNames],
  (plans, names) => plans.filter((plan) => names.includes(plan.productName)),
);

export const selectIsCompared = (state: PlanViewRoot, name: ProductName) =>
  selectComparedNames(state).includes(name);

export const selectCompareIsFull = (state: PlanViewRoot) =>
  selectComparedPlans(state).length >= MAX_COMPARED;

/** Each offered plan's price, line by line, from the same function that makes the price. */
export const selectPriceBreakdowns = createSelector(
  [selectLatestQuote, selectPricedPlans],
  (quote, plans) => {
    const breakdowns: Partial<Record<ProductName, PriceBreakdown>> = {};
    if (!quote) return breakdowns;
    for (const plan of plans) {
      const breakdown = priceBreakdown(plan, quote);
      if (breakdown) breakdowns[plan.productName] = breakdown;
    }
    return breakdowns;
  },
);

/** The plans the oldest traveller's age hides, each with the rule that hides it. */
export const selectHiddenPlans = createSelector([selectLatestQuote], (quote) => {
  const oldest = quote ? oldestTravellerAge(quote.ages) : null;
  return oldest === null ? [] : hiddenPlans(oldest);
});
