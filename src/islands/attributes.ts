// The attributes that mark the page's islands, written once: the app, the build (which puts them
// into the inline event-replay script) and the tests read them from here.
export const ISLAND_ATTRIBUTES = {
  /** On the element of each island, with its name; the app's own island is #root, "app". */
  island: 'data-island',
  /** Added once React has adopted the island's markup: from then on its listeners hear it. */
  adopted: 'data-adopted',
  /** Added once the island's code has hydrated it (rendered twice, what was typed taken over). */
  hydrated: 'data-hydrated',
  /** On a control whose tap is kept for its island's code: the page shows it at work. */
  pending: 'data-pending',
} as const;

/** `source` with the attribute names where it says so: how the inline script gets them. */
export const withIslandAttributes = (source: string) =>
  source.replace('/* ISLAND_ATTRIBUTES */', JSON.stringify(ISLAND_ATTRIBUTES));

/** A CSS selector of the app while it is not hydrated yet (so, also with scripts off). */
export const APP_NOT_HYDRATED = `#root:not([${ISLAND_ATTRIBUTES.hydrated}])`;
