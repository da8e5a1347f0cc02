import { jest } from '@jest/globals';
import { useEffect } from 'react';

/**
 * A stand-in for lib/firstScreen in a page's test (`jest.mock('../../lib/firstScreen', () =>
 * jest.requireActual('../../testing/firstScreen'))`): it records what the page says of its first
 * screen as it says it (in its effects, as the real hook does), with what `onScreen` reads then.
 */
export const firstScreenSaid = jest.fn<(drawn: boolean, onScreen: string) => void>();

let read = () => '';

/** What the records give as on screen: the parts of the page the test looks for. */
export function readOnScreen(reader: () => string): void {
  read = reader;
}

let settle = () => undefined as void;
const settled = new Promise<void>((resolve) => (settle = resolve));

/** As the real one: resolves once a page has said its first screen is drawn. */
export const firstScreenSettled = (): Promise<void> => settled;

export function useFirstScreenDrawn(drawn: boolean): void {
  useEffect(() => {
    firstScreenSaid(drawn, read());
    if (drawn) settle();
  }, [drawn]);
}
