import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer } from 'redux-persist';
import { parsePurchase } from '../domain/purchase';
import { parseQuote, QUOTE_STORAGE_KEY } from '../domain/quote';
import { parseSelectedPlan } from '../domain/selection';
import purchaseReducer, { type PurchaseState } from '../features/checkout/purchaseSlice';
import selectedPlanReducer, {
  type SelectedPlanState,
} from '../features/quotePage/selectedPlanSlice';
import quoteReducer, { type QuoteState } from '../features/quote/quoteSlice';
import toastReducer from '../features/toast/toastSlice';
import planViewReducer from '../features/quotePage/planViewSlice';
import { readStoredEntity } from '../lib/storedEntity';
import { entityPersistConfig } from './persistence';

export const STORAGE_KEYS = {
  quote: QUOTE_STORAGE_KEY,
  selectedPlan: 'selectedPlan',
  purchase: 'lastPurchase',
} as const;

const readStoredQuote = () => readStoredEntity(STORAGE_KEYS.quote, (raw) => parseQuote(raw));

/**
 * The site's reducer. Made for each store: a persisted slice's reducer keeps its writer and
 * whether it is paused to itself, and two stores (a test's and the next's) must not share them.
 */
const rootReducer = () =>
  combineReducers({
    quote: persistReducer(
      entityPersistConfig<QuoteState, 'latest'>(STORAGE_KEYS.quote, 'latest', (raw) =>
        parseQuote(raw),
      ),
      quoteReducer,
    ),
    selectedPlan: persistReducer(
      entityPersistConfig<SelectedPlanState, 'plan'>(STORAGE_KEYS.selectedPlan, 'plan', (raw) =>
        // The stored choice is only valid for, and priced from, the stored quote.
        parseSelectedPlan(raw, readStoredQuote()),
      ),
      selectedPlanReducer,
    ),
    purchase: persistReducer(
      entityPersistConfig<PurchaseState, 'last'>(STORAGE_KEYS.purchase, 'last', parsePurchase),
      purchaseReducer,
    ),
    toast: toastReducer,
    planView: planViewReducer,
  });

/**
 * The site's store. It reads and writes storage only once persistStore is called on it, which
 * src/entry/startApp.tsx does after hydration; the build-time prerender never does.
 */
export function createAppStore() {
  return configureStore({
    reducer: rootReducer(),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry functions by design.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
    devTools: process.env.NODE_ENV !== 'production',
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/** True once every persisted slice has been read back from localStorage. */
export const selectStorageRestored = (state: RootState) =>
  Boolean(
    state.quote._persist?.rehydrated &&
    state.selectedPlan._persist?.rehydrated &&
    state.purchase._persist?.rehydrated,
  );
