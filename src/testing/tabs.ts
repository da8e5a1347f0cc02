import { STORAGE_KEYS } from '../app/store';
import { storeWithStorage } from './store';

// Tabs of one browser share localStorage: each is a store here, and what the browser does for
// the other tabs when one writes (a `storage` event) is done by hand, since a page's own window
// never hears its own writes.

export type Tab = ReturnType<typeof storeWithStorage>;

/** A tab of the site that has read storage, as a page has once its app has started. */
export async function aTab(): Promise<Tab> {
  const tab = storeWithStorage();
  await new Promise<void>((resolve) => {
    if (tab.persistor.getState().bootstrapped) resolve();
    tab.persistor.subscribe(() => {
      if (tab.persistor.getState().bootstrapped) resolve();
    });
  });
  return tab;
}

/** What the browser tells the other tabs once `key` is written (by a tab, or by anything else). */
export function storageChanged(key: string): void {
  window.dispatchEvent(
    new StorageEvent('storage', {
      key,
      newValue: window.localStorage.getItem(key),
      storageArea: window.localStorage,
    }),
  );
}

/** Lets the tabs write what they staged, and hear each other's writes. */
export async function settle(...tabs: Tab[]): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    await Promise.all(tabs.map((tab) => tab.persistor.flush()));
    for (const key of Object.values(STORAGE_KEYS)) storageChanged(key);
    await Promise.resolve();
  }
}
