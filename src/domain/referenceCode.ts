// The codes a visitor keeps: a complaint's (LR-...) and a purchase's (CA-...), each the date in
// Lima and six random characters, so that a person can read one out on the phone; and the
// eight digits of a PagoEfectivo CIP.

import { dateInLima } from './limaTime';

const CODE_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;
const cryptoBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/**
 * `length` characters of `alphabet`, drawn from `randomBytes` (crypto.getRandomValues in the
 * browser). Bytes at or above the last whole multiple of the alphabet's size are drawn again,
 * so that every character is equally likely.
 */
export function randomCharacters(
  alphabet: string,
  length: number,
  randomBytes: RandomBytes = cryptoBytes,
): string {
  const limit = 256 - (256 % alphabet.length);
  let characters = '';
  while (characters.length < length) {
    for (const byte of randomBytes(new Uint8Array(2 * length))) {
      if (byte < limit && characters.length < length)
        characters += alphabet[byte % alphabet.length];
    }
  }
  return characters;
}

/** `PREFIX-AAAAMMDD-XXXXXX`: the date in Lima and six characters A-Z, 0-9. */
export const referenceCode = (prefix: string, now: Date, randomBytes?: RandomBytes): string =>
  `${prefix}-${dateInLima(now).replaceAll('-', '')}-${randomCharacters(CODE_CHARACTERS, 6, randomBytes)}`;
