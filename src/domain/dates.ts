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
