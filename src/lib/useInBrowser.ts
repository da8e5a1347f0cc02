import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows. It is `serverValue` while React hydrates the prerendered
 * page (so the markup matches) and `browserValue()` from then on.
 */
export function useInBrowser<T>(browserValue: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, browserValue, () => serverValue);
}
