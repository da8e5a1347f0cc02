import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE, type PersistConfig, type Storage } from 'redux-persist';
import { readStoredEntity, removeStored, writeStoredEntity } from '../lib/storedEntity';

// Each persisted slice keeps one entity in one field, and localStorage keeps that entity as
// its plain JSON under the contract's key: no `persist:` prefix, no wrapper, no double
// encoding. redux-persist still decides when to write; this file decides how, and how every tab
// of the site shares what is kept (contract section 3, docs/tabs.md):
// - a tab follows what another keeps: the `storage` event brings the stored copy in through
//   redux-persist's own rehydration, and a value no tab could have written is dropped;
// - no tab writes an older copy over a newer one: an entity with an order (a quote's send, a
//   purchase that only ever grows) keeps the newer of two copies, or both made one; one without
//   (the chosen plan) keeps storage's copy unless this tab has news it has not yet written.

/** How one kept entity is read, and which of two copies of it is kept. */
export interface EntityRules<E> {
  /** The entity in a stored value, or null when it is none. */
  parse(raw: unknown): E | null;
  /**
   * For an entity whose copies have an order: the copy to keep of storage's and this tab's,
   * newer or both made one. Keeping its result against `ours` again must change nothing.
   */
  merge?(stored: E | null, ours: E | null): E | null;
}

/** A kept entity's key, as the tabs' listener (followOtherTabs) needs it. */
export interface FollowedKey {
  storageKey: string;
  /** The action that brings in what storage holds now, or null when it holds nothing valid. */
  takeStored(): UnknownAction | null;
  /** Where this entity's store takes a copy of storage that it did not hold (setItem). */
  connect(dispatch: Dispatch): void;
}

/** One persisted slice's entity, shared by the site's tabs. */
export interface SharedEntity<S> extends FollowedKey {
  config: PersistConfig<S>;
}

/** The text storage holds under `storageKey`, or null (none, or storage refused). */
function storedText(storageKey: string): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A persisted slice that stores `state[field]` as plain JSON under `storageKey`, shared by tabs. */
export function sharedEntity<S extends object, F extends keyof S>(
  storageKey: string,
  field: F,
  rules: EntityRules<NonNullable<S[F]>>,
): SharedEntity<S> {
  type E = NonNullable<S[F]>;
  /**
   * The last copy this tab and storage agreed on (read, or written); undefined before the first
   * read. This tab has news when its copy differs from it.
   */
  let seen: E | null | undefined;
  let dispatch: Dispatch | undefined;
  const read = () => readStoredEntity(storageKey, (raw) => rules.parse(raw));
  const rehydrate = (entity: E | null) => ({
    type: REHYDRATE,
    key: storageKey,
    payload: { [field]: entity } as Partial<S>,
  });
  /** Whether this tab holds a copy it has not written, and that storage has not given it. */
  const hasNews = (ours: E | null) => seen !== undefined && !same(ours, seen);
  /** The copy to keep of storage's and this tab's (EntityRules). */
  const keep = (stored: E | null, ours: E | null): E | null =>
    rules.merge ? rules.merge(stored, ours) : hasNews(ours) ? ours : stored;

  // With `serialize: false` redux-persist hands setItem the staged state object itself.
  const storage: Storage = {
    getItem: async () => null,
    setItem: async (_key: string, staged: Partial<S>) => {
      const ours = (staged[field] ?? null) as E | null;
      const text = storedText(storageKey);
      const stored = read();
      const kept = same(stored, seen) ? ours : keep(stored, ours);
      // Written as the entity's own JSON: an earlier version's fields, a forged price, are not.
      if (text !== (kept === null ? null : JSON.stringify(kept))) {
        writeStoredEntity(storageKey, kept);
      }
      if (same(kept, ours)) {
        seen = kept;
      } else if (dispatch) {
        // Storage knew more than this tab: the tab takes the copy kept (after the reducer that
        // flushed this write, if one did), as it takes another tab's.
        const take = dispatch;
        queueMicrotask(() => take(rehydrate(kept)));
      }
    },
    removeItem: async () => removeStored(storageKey),
  };

  /** What this tab holds once it has read `stored`: the copy kept of the two. */
  const reconcile = (stored: E | null, ours: E | null): E | null => {
    const kept = keep(stored, ours);
    seen = stored;
    // This tab's copy, newer than storage's, is written back: a new object is what makes
    // redux-persist write it.
    return kept !== null && kept === ours && !same(kept, stored) ? { ...kept } : kept;
  };

  return {
    storageKey,
    config: {
      key: storageKey,
      keyPrefix: '',
      storage,
      serialize: false,
      whitelist: [field as string],
      // Reading is synchronous underneath, so redux-persist's give-up timer has nothing to guard.
      timeout: 0,
      getStoredState: async () => {
        const entity = read();
        return (entity === null ? undefined : { [field]: entity }) as never;
      },
      // Each time storage is read: the first time, and each time another tab keeps a copy.
      stateReconciler: (inbound: Partial<S> | undefined, _original: S, reduced: S) => ({
        ...reduced,
        [field]: reconcile((inbound?.[field] ?? null) as E | null, (reduced[field] ?? null) as E),
      }),
    },
    takeStored: () => {
      const text = storedText(storageKey);
      const entity = read();
      // A value no tab of the site could have written is dropped (read removes it), and the last
      // valid copy this tab saw kept is put back in its place.
      if (text !== null && entity === null) {
        if (seen !== undefined) writeStoredEntity(storageKey, seen);
        return null;
      }
      return rehydrate(entity);
    },
    connect: (to) => {
      dispatch = to;
    },
  };
}

/**
 * Makes the store follow what other tabs of the site keep: each `storage` event for one of the
 * entities brings the stored copy in (FollowedKey.takeStored). Returns what stops it.
 */
export function followOtherTabs(entities: readonly FollowedKey[], dispatch: Dispatch): () => void {
  for (const entity of entities) entity.connect(dispatch);
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== window.localStorage) return;
    for (const entity of entities) {
      // A null key: storage was cleared.
      if (event.key !== null && event.key !== entity.storageKey) continue;
      const take = entity.takeStored();
      if (take) dispatch(take);
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
