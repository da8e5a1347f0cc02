// Which widths a test runs at: see the projects of playwright.config.ts.

/**
 * For a test, in a spec that runs at both widths, whose checks the layout cannot change (what is
 * stored, sent, kept or announced): it runs once, at 390 px, where most visitors are. Every run
 * of the suite costs the machine a browser context and a page load, so one is enough.
 */
export const ANY_WIDTH = { tag: '@any-width' } as const;
