// An entity kept in localStorage as its plain JSON under its own key, read back only when valid.
// Storage may hold anything (an old version, another site's code, a visitor's edits): what is
// not valid is removed, and nothing here ever throws.

export function removeStored(storageKey: string): void {
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

/** Stores `entity` as its plain JSON (none: removes it); false when storage refused it. */
export function writeStoredEntity(storageKey: string, entity: unknown): boolean {
  if (entity === null || entity === undefined) {
    removeStored(storageKey);
    return true;
  }
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(entity));
    return true;
  } catch {
    // A full or disabled storage must not break the visit; the state stays in memory.
    return false;
  }
}
