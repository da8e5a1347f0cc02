// Peru keeps UTC-5 all year (no daylight saving since 1994): Lima's dates and times are worked
// out from the offset, without Intl's time-zone data, whose first use is a long task on a phone,
// inside the press that buys.
const LIMA_OFFSET_MS = -5 * 3_600_000;

/** `now` on Lima's clock, as 'YYYY-MM-DDTHH:MM', whatever the device's time zone. */
const limaClock = (now: Date): string =>
  new Date(now.getTime() + LIMA_OFFSET_MS).toISOString().slice(0, 16);

/** The calendar date in Lima, 'YYYY-MM-DD', whatever the device's time zone. */
export const dateInLima = (now: Date): string => limaClock(now).slice(0, 10);

/** An instant as Lima reads it, 'dd/mm/aaaa hh:mm' (24-hour clock). */
export function formatLimaDateTime(now: Date): string {
  const [, year, month, day, time] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})$/.exec(
    limaClock(now),
  )!;
  return `${day}/${month}/${year} ${time}`;
}
