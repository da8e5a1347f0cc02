import { DEFAULT_EXCHANGE_RATE } from '../domain/exchangeRate';

/** An element's text as a visitor reads it: Intl's no-break spaces as plain ones. */
export const shownText = (element: Element) => element.textContent?.replace(/\s/g, ' ') ?? '';

const SOLES = new Intl.NumberFormat('es-PE', { style: 'currency', currency: 'PEN' });

/**
 * A dollar price as the site shows it, followed by its soles at the rate tests are built with
 * (the default): 'US$ 210' -> 'US$ 210 (S/ 787.50)', with plain spaces as Testing Library
 * reads text (Intl writes a no-break space after 'S/').
 */
export function withSoles(dollarsText: string): string {
  const cents = Math.round(Number(dollarsText.replace(/[^\d.]/g, '')) * 100);
  const rate = Math.round(DEFAULT_EXCHANGE_RATE.solesPerDollar * 10_000);
  const soles = SOLES.format(Math.floor((cents * rate + 5_000) / 10_000) / 100);
  return `${dollarsText} (${soles.replace(/\s/g, ' ')})`;
}

/**
 * A Testing Library matcher of the element whose whole text, over its parts (a price's dollars
 * and soles are two), reads `text`.
 */
export const wholeText = (text: string) => (_content: string, element: Element | null) =>
  element !== null &&
  shownText(element) === text &&
  Array.from(element.children).every((child) => shownText(child) !== text);
