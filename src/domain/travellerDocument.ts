import { readTypedDate } from './typedDate';
import type { phoneE164 } from './phone';
import { DOC_TYPE_LABELS, type DocType, type Traveller } from './traveller';

// A traveller's document as the insurer's voucher must carry it (contract section 6, "The
// travellers' documents and phones"): read as people write it, checked by its kind, kept in one
// form. The rules are the issuers': RENIEC's DNI and its check character, SUNAT's length for a
// carné de extranjería or a passport.

/** SUNAT's longest carné de extranjería or passport number. */
export const ID_DOCUMENT_MAX_LENGTH = 12;

/** What is wrong with a typed number, for the form to say in words. */
export type DocumentProblem = 'dniDigits' | 'dniCheck' | 'idCharacters' | 'idLength';

export type DocumentReading = { number: string } | { problem: DocumentProblem };

const DNI_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];

/** The DNI's check character, as a digit and as a letter: either may be printed on the card. */
export function dniCheckCharacters(digits: string): [digit: string, letter: string] {
  const sum = DNI_WEIGHTS.reduce(
    (total, weight, index) => total + weight * Number(digits[index]),
    0,
  );
  const remainder = sum % 11;
  return ['65432110987'[remainder]!, 'KJIHGFEDCBA'[remainder]!];
}

function readDni(typed: string): DocumentReading {
  // The card prints the number with its check character after a hyphen; people add dots too.
  const compact = typed.replace(/[\s.-]/g, '').toUpperCase();
  const match = /^(\d{8})([0-9A-Z])?$/.exec(compact);
  if (!match) return { problem: 'dniDigits' };
  const digits = match[1]!;
  const check = match[2];
  if (check !== undefined && !dniCheckCharacters(digits).includes(check)) {
    return { problem: 'dniCheck' };
  }
  return { number: digits };
}

function readIdDocument(typed: string): DocumentReading {
  // Kept as text: a leading zero is part of the number.
  const number = typed.trim().toUpperCase();
  if (!/^[A-Z0-9]+$/.test(number)) return { problem: 'idCharacters' };
  if (number.length > ID_DOCUMENT_MAX_LENGTH) return { problem: 'idLength' };
  return { number };
}

/** The number `typed` for a document of `docType`, in the form kept, or what is wrong with it. */
export function readDocument(docType: DocType, typed: string): DocumentReading {
  return docType === 'DNI' ? readDni(typed) : readIdDocument(typed);
}

/** `typed` in the form kept, or null when it is no number of its kind. */
export function documentNumber(docType: DocType, typed: string): string | null {
  const reading = readDocument(docType, typed);
  return 'number' in reading ? reading.number : null;
}

type TravellerDocument = Pick<Traveller, 'docType' | 'docNumber'>;

/**
 * The index of the first traveller before `index` with the same document (its kind and its
 * number, read), or null: no two travellers of one purchase share one.
 */
export function earlierHolderOf(travellers: TravellerDocument[], index: number): number | null {
  const { docType, docNumber } = travellers[index]!;
  const number = documentNumber(docType, docNumber);
  if (number === null) return null;
  const earlier = travellers
    .slice(0, index)
    .findIndex(
      (other) => other.docType === docType && documentNumber(docType, other.docNumber) === number,
    );
  return earlier === -1 ? null : earlier;
}

/**
 * A traveller's document as every page, the e-mail and the constancia show it: its kind's name
 * (`label`, Spanish by default) and its number as kept. A purchase stored before these rules
 * shows its number as it was typed then.
 */
export const shownDocument = (
  { docType, docNumber }: TravellerDocument,
  label: string = DOC_TYPE_LABELS[docType],
) => `${label} ${docNumber.trim()}`;

/**
 * A traveller as the purchase keeps it: the document's number in its kind's one form, the birth
 * date as 'YYYY-MM-DD' and the phone in E.164, whatever way each was typed. A value that does
 * not read (the form refuses it before a purchase) is kept as typed. The phone's rules come as
 * `readPhone` (./phone.ts), a library the page asks for after its first screen.
 */
export const travellerAsKept = (traveller: Traveller, readPhone: typeof phoneE164): Traveller => ({
  ...traveller,
  docNumber: documentNumber(traveller.docType, traveller.docNumber) ?? traveller.docNumber,
  birthDate: readTypedDate(traveller.birthDate) ?? traveller.birthDate,
  phone: readPhone(traveller.phone) ?? traveller.phone,
});
