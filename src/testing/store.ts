import { afterEach } from '@jest/globals';
import type { Persistor } from 'redux-persist';
import { createAppStore, persistAppStore } from '../app/store';

/** The persistors of the test under way. */
const persisting = new Set<Persistor>();

// redux-persist writes a moment after each change, and a test's store can still change once the
// test is over (a purchase's confirmation is sent once the page is idle): each test's stores
// write what they have staged, then stop, so that nothing lands in the next test's storage
// after it has cleared it.
afterEach(async () => {
  await Promise.all([...persisting].map((persistor) => persistor.flush()));
  for (const persistor of persisting) persistor.pause();
  persisting.clear();
});

/** The site's store, restored from and saved to localStorage at once, as tests want it. */
export function storeWithStorage() {
  const store = createAppStore();
  const persistor = persistAppStore(store);
  persisting.add(persistor);
  return { store, persistor };
}
