import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/min/metadata';

// A phone as people write it ('987 654 321', '+51 987 654 321', '(01) 411-1111',
// '+34 612 34 56 78'), read by libphonenumber-js (its `min` metadata: every country) with Peru
// as the country when no prefix is typed (contract section 6). A number the library finds
// invalid is refused; a valid one is kept in E.164.

/** The phone's E.164 form ('+51987654321'), or null when it is no valid number. */
export function phoneE164(text: string): string | null {
  const number = parsePhoneNumberFromString(text, 'PE', metadata);
  return number?.isValid() ? number.number : null;
}

/**
 * A kept phone as every page, the e-mail and the constancia show it: an E.164 one in its
 * international form ('+51 987 654 321'); one kept before that rule, as it was typed.
 */
export function internationalPhone(kept: string): string {
  const number = /^\+\d+$/.test(kept) ? parsePhoneNumberFromString(kept, metadata) : undefined;
  return number?.isValid() ? number.formatInternational() : kept;
}
