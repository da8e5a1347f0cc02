import { useEffect } from 'react';

let settle: () => void = () => undefined;
const settled = new Promise<void>((resolve) => (settle = resolve));

/**
 * Resolves once the page the visitor opened has drawn its first screen of its own (/quote's
 * plans, /checkout's form), has nothing to draw (it sends the visitor elsewhere) or has been
 * left. Only pages whose code loads when visited (app/pageTable.cjs) say so: the others' first
 * screen is their prerendered page. What would compete with that screen for a phone's link,
 * storage and cores waits for it: the service worker's install (app/serviceWorkerRegistration.ts).
 */
export const firstScreenSettled = (): Promise<void> => settled;

/**
 * Says, from a page whose code loads when visited, that its first screen is drawn (or that it
 * has none to draw) once `drawn` is true. Leaving the page, which unmounts the caller, says it
 * too: nothing of that screen is left to draw.
 */
export function useFirstScreenDrawn(drawn: boolean): void {
  useEffect(() => {
    if (drawn) settle();
  }, [drawn]);
  useEffect(() => settle, []);
}
