import type { PersistConfig, Storage } from 'redux-persist';

// Each persisted slice keeps one entity in one field, and localStorage keeps that entity as
// its plain JSON under the contract's key: no `persist:` prefix, no wrapper, no double
// encoding. redux-persist still decides when to write; this file decides how.

function removeStored(storageKey: string): void {
  try {
    window.localStorage.removeItem(storageKey);
  } catch {
    // Storage may be disabled (private browsing, policies): the site works without it.
  }
}

/** The valid entity stored under the key, or null; anything invalid is removed, never thrown. */
export function readStoredEntity<E>(
  storageKey: string,
  parse: (raw: unknown) => E | null,
): E | null {
  let text: string | null;
  try {
    text = window.localStorage.getItem(storageKey);
  } catch {
    return null;
  }
  if (text === null) return null;
  let entity: E | null;
  try {
    entity = parse(JSON.parse(text));
  } catch {
    entity = null;
  }
  if (entity === null) removeStored(storageKey);
  return entity;
}

export function writeStoredEntity(storageKey: string, entity: unknown): void {
  if (entity === null || entity === undefined) {
    removeStored(storageKey);
    return;
  }
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(entity));
  } catch {
    // A full or disabled storage must not break the visit; the state stays in memory.
  }
}

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
