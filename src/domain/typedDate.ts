import { formatCalendarDate, isCalendarDate } from './dates';

// Dates as a visitor types them (a traveller's birth date), apart from ./dates.ts, which the
// landing page's quote form carries: only the pages that read a typed date carry these.

/**
 * A date as people in Peru type it, read as 'YYYY-MM-DD', or null when it names no calendar
 * date: day, month and year in that order, the year whole, separated by '/', '-', '.' or spaces
 * ('14/2/1986', '14-02-1986'), or the eight digits alone ('14021986', a phone's number pad has
 * no '/'). 'YYYY-MM-DD' itself is read too: it is what a browser's autofill gives, and what the
 * form kept before it read typed dates.
 */
export function readTypedDate(text: string): string | null {
  const typed = text.trim();
  if (isCalendarDate(typed)) return typed;
  const [, day = '', month = '', year = ''] =
    /^(\d{1,2})[/.\s-]+(\d{1,2})[/.\s-]+(\d{4})$/.exec(typed) ??
    /^(\d{2})(\d{2})(\d{4})$/.exec(typed) ??
    [];
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(date) ? date : null;
}

/** A typed date as the form shows it once read ('14021986' -> '14/02/1986'); else as typed. */
export function shownTypedDate(text: string): string {
  const date = readTypedDate(text);
  return date === null ? text : formatCalendarDate(date);
}
