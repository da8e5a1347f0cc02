import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type Persistor,
} from 'redux-persist';
import { mergePurchases, parsePurchase, PURCHASE_STORAGE_KEY } from '../domain/purchase';
import { laterQuote, parseQuote, QUOTE_STORAGE_KEY } from '../domain/quote';
import { parseSelectedPlan } from '../domain/selection';
import purchaseReducer, { type PurchaseState } from '../features/checkout/purchaseSlice';
import selectedPlanReducer, {
  type SelectedPlanState,
} from '../features/quotePage/selectedPlanSlice';
import quoteReducer, { type QuoteState } from '../features/quote/quoteSlice';
import toastReducer from '../features/toast/toastSlice';
import planViewReducer from '../features/quotePage/planViewSlice';
import { readStoredEntity } from '../lib/storedEntity';
import { followOtherTabs, sharedEntity } from '../store/persistence';
import type { RootState } from '../store/rootState';

export const STORAGE_KEYS = {
  quote: QUOTE_STORAGE_KEY,
  selectedPlan: 'selectedPlan',
  purchase: PURCHASE_STORAGE_KEY,
} as const;

const readStoredQuote = () => readStoredEntity(STORAGE_KEYS.quote, (raw) => parseQuote(raw));

/**
 * The persisted slices' entities, each shared with the site's other tabs. Made for each store: an
 * entity keeps what its tab last saw in storage, and a persisted reducer its writer and whether
 * it is paused, which two stores (a test's and the next's) must not share.
 */
const sharedEntities = () => ({
  quote: sharedEntity<QuoteState, 'latest'>(STORAGE_KEYS.quote, 'latest', {
    parse: (raw) => parseQuote(raw),
    merge: laterQuote,
  }),
  selectedPlan: sharedEntity<SelectedPlanState, 'plan'>(STORAGE_KEYS.selectedPlan, 'plan', {
    // The stored choice is only valid for, and priced from, the stored quote.
    parse: (raw) => parseSelectedPlan(raw, readStoredQuote()),
  }),
  purchase: sharedEntity<PurchaseState, 'last'>(STORAGE_KEYS.purchase, 'last', {
    parse: parsePurchase,
    merge: mergePurchases,
  }),
});

type SharedEntities = ReturnType<typeof sharedEntities>;

const rootReducer = (entities: SharedEntities) =>
  combineReducers({
    quote: persistReducer(entities.quote.config, quoteReducer),
    selectedPlan: persistReducer(entities.selectedPlan.config, selectedPlanReducer),
    purchase: persistReducer(entities.purchase.config, purchaseReducer),
    toast: toastReducer,
    planView: planViewReducer,
  });

/** Each store's shared entities, for persistAppStore. */
const entitiesOf = new WeakMap<object, SharedEntities>();

/**
 * The site's store. It reads and writes storage only once persistAppStore is called on it, which
 * src/entry/startApp.tsx does after hydration; the build-time prerender never does.
 */
export function createAppStore() {
  const entities = sharedEntities();
  const store = configureStore({
    reducer: rootReducer(entities),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry functions by design.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
    devTools: process.env.NODE_ENV !== 'production',
  });
  entitiesOf.set(store, entities);
  return store;
}

/**
 * Reads the store's slices from storage and keeps them there from now on, following what the
 * site's other tabs keep (./persistence.ts). Returns redux-persist's persistor.
 */
export function persistAppStore(store: AppStore): Persistor {
  const persistor = persistStore(store);
  const entities = entitiesOf.get(store);
  if (entities) followOtherTabs(Object.values(entities), store.dispatch);
  return persistor;
}

export type AppStore = ReturnType<typeof createAppStore>;

/** The state the site's slices make: what the store layer's RootState holds (its doc says why). */
type SiteState = ReturnType<ReturnType<typeof rootReducer>>;
declare module '../store/rootState' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the state is SiteState
  interface RootState extends SiteState {}
}

/** True once every persisted slice has been read back from localStorage. */
export const selectStorageRestored = (state: RootState) =>
  Boolean(
    state.quote._persist?.rehydrated &&
    state.selectedPlan._persist?.rehydrated &&
    state.purchase._persist?.rehydrated,
  );
