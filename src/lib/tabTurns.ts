// What waits for the network (a purchase's confirmation, a request) is sent once, whatever the
// number of the site's tabs open (contract section 3): the tabs take turns under a browser-wide
// lock (the Web Locks API, in every engine the site supports), and each, in its turn, sends only
// what storage still shows unsent.

/** Whether this browser lets the site's tabs take turns (the Web Locks API). */
export const tabsTakeTurns = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.locks?.request === 'function';

/**
 * Runs `work` in this tab's turn for the browser-wide lock `name`: no other tab of the site runs
 * work under that name meanwhile. At once where the browser has no Web Locks.
 */
export function inTabTurn<T>(name: string, work: () => Promise<T>): Promise<T> {
  return tabsTakeTurns() ? (navigator.locks.request(name, work) as Promise<T>) : work();
}
