import type { PersistConfig, Storage } from 'redux-persist';
import { readStoredEntity, removeStored, writeStoredEntity } from '../lib/storedEntity';

// Each persisted slice keeps one entity in one field, and localStorage keeps that entity as
// its plain JSON under the contract's key: no `persist:` prefix, no wrapper, no double
// encoding. redux-persist still decides when to write; this file decides how.

/** redux-persist settings that store `state[field]` as plain JSON under `storageKey`. */
export function entityPersistConfig<S extends object, F extends keyof S>(
  storageKey: string,
  field: F,
  parse: (raw: unknown) => S[F] | null,
): PersistConfig<S> {
  // With `serialize: false` redux-persist hands setItem the staged state object itself.
  const storage: Storage = {
    getItem: async () => null,
    setItem: async (_key: string, staged: Partial<S>) =>
      writeStoredEntity(storageKey, staged[field]),
    removeItem: async () => removeStored(storageKey),
  };
  return {
    key: storageKey,
    keyPrefix: '',
    storage,
    serialize: false,
    whitelist: [field as string],
    // Reading is synchronous underneath, so redux-persist's give-up timer has nothing to guard.
    timeout: 0,
    getStoredState: async () => {
      const entity = readStoredEntity(storageKey, parse);
      return (entity === null ? undefined : { [field]: entity }) as never;
    },
  };
}
