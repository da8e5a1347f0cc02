// Calendar dates are 'YYYY-MM-DD' strings. Arithmetic goes through UTC day numbers so that
// neither the visitor's time zone nor a daylight-saving change inside the trip moves a count.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

function dayNumber(date: string): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  // Rejects dates such as 2026-02-30 that Date.UTC would silently roll over.
  if (
    back.getUTCFullYear() !== year ||
    back.getUTCMonth() !== month - 1 ||
    back.getUTCDate() !== day
  ) {
    return null;
  }
  return ms / MS_PER_DAY;
}

export function isCalendarDate(value: unknown): value is string {
  return typeof value === 'string' && dayNumber(value) !== null;
}

/** The visitor's local calendar date, not the UTC one (22:30 in Lima is still today). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Calendar days from departure to return; a same-day trip counts as 1. */
export function tripDays(departureDate: string, returnDate: string): number {
  const from = dayNumber(departureDate);
  const to = dayNumber(returnDate);
  if (from === null || to === null) return 1;
  return Math.max(1, Math.ceil(to - from));
}

/** The calendar date `days` after `date` (before it when negative); `date` itself if it is none. */
export function addDays(date: string, days: number): string {
  const day = dayNumber(date);
  return day === null ? date : new Date((day + days) * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Compares calendar dates; ISO strings of equal length order like the dates they name. */
export function isBefore(date: string, other: string): boolean {
  return date < other;
}

/** '2026-12-24' -> '24/12/2026', the way dates are written in Peru. */
export function formatCalendarDate(date: string): string {
  const match = ISO_DATE.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}

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

/**
 * Age in whole years on `date` of someone born on `birthDate` (both 'YYYY-MM-DD'); null when
 * either is not a calendar date or the birth comes after `date`. Someone born on 29 February
 * turns a year older on 1 March in a common year.
 */
export function ageOn(birthDate: string, date: string): number | null {
  if (!isCalendarDate(birthDate) || !isCalendarDate(date) || isBefore(date, birthDate)) return null;
  // 'MM-DD' strings order like the days of a year.
  const beforeBirthday = date.slice(5) < birthDate.slice(5);
  return Number(date.slice(0, 4)) - Number(birthDate.slice(0, 4)) - (beforeBirthday ? 1 : 0);
}
