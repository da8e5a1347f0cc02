import { persistStore } from 'redux-persist';
import { createAppStore } from '../app/store';

/** The site's store, restored from and saved to localStorage at once, as tests want it. */
export function storeWithStorage() {
  const store = createAppStore();
  const persistor = persistStore(store);
  return { store, persistor };
}
