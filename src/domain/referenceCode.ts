// The codes a visitor keeps: a complaint's (LR-...) and a purchase's (CA-...), each the date in
// Lima and six random characters, so that a person can read one out on the phone.

const CODE_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

// Peru keeps UTC-5 all year (no daylight saving since 1994): Lima's date is worked out from the
// offset, without Intl's time-zone data, whose first use is a long task on a phone, inside the
// press that buys.
const LIMA_OFFSET_MS = -5 * 3_600_000;

/** The calendar date in Lima, 'YYYY-MM-DD', whatever the device's time zone. */
export function dateInLima(now: Date): string {
  return new Date(now.getTime() + LIMA_OFFSET_MS).toISOString().slice(0, 10);
}

export type RandomBytes = (bytes: Uint8Array) => Uint8Array;
const cryptoBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/**
 * `PREFIX-AAAAMMDD-XXXXXX`: the date in Lima and six characters A-Z, 0-9, drawn from
 * `randomBytes` (crypto.getRandomValues in the browser). Bytes of 252 and more are drawn again,
 * so that every character is equally likely.
 */
export function referenceCode(
  prefix: string,
  now: Date,
  randomBytes: RandomBytes = cryptoBytes,
): string {
  const limit = 256 - (256 % CODE_CHARACTERS.length);
  let characters = '';
  while (characters.length < 6) {
    for (const byte of randomBytes(new Uint8Array(12))) {
      if (byte < limit && characters.length < 6) {
        characters += CODE_CHARACTERS[byte % CODE_CHARACTERS.length];
      }
    }
  }
  return `${prefix}-${dateInLima(now).replaceAll('-', '')}-${characters}`;
}
