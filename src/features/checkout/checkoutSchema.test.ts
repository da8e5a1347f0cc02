import { beforeAll, describe, expect, it } from '@jest/globals';
import { getIn } from 'formik';
import { emptyTraveller, type Traveller } from '../../domain/traveller';
import { formErrors } from '../../lib/formErrors';
import {
  CHECKOUT_FIELD_ERRORS as E,
  checkoutSchema,
  hasMissingField,
  travellerFieldError,
} from './checkoutSchema';
import { loadPhoneRules } from '../../lib/phoneRules';

const TODAY = '2026-11-23';
const schema = checkoutSchema(TODAY);

// The page asks for the phone's rules after its first screen; here they are in from the start.
beforeAll(async () => {
  await loadPhoneRules();
});

const valid: Traveller = {
  firstName: 'Ana María',
  lastName: 'Quispe Rojas',
  docType: 'DNI',
  docNumber: '45678901',
  birthDate: '17/05/1994',
  gender: 'FEMALE',
  email: 'ana@example.pe',
  phone: '+51 987 654 321',
};

// Every rule of the schema, broken one way or another, and kept.
const CASES: Record<string, Partial<Traveller>> = {
  'an empty traveller': emptyTraveller(),
  'a valid traveller': valid,
  'blank text': {
    ...valid,
    firstName: '   ',
    lastName: ' ',
    docNumber: ' ',
    email: ' ',
    phone: ' ',
  },
  'too long': {
    ...valid,
    firstName: 'a'.repeat(61),
    lastName: 'b'.repeat(61),
    docNumber: '1'.repeat(21),
    email: `${'c'.repeat(250)}@x.pe`,
    phone: '9'.repeat(21),
  },
  'wrong formats': { ...valid, docNumber: '45.678', email: 'ana@', phone: 'abc' },
  'a phone with a digit too many': { ...valid, phone: '9876543210' },
  'a passport of 13 characters': { ...valid, docType: 'PASSPORT', docNumber: 'AB12345678901' },
  "the first traveller's document": { ...valid, docNumber: '45.678.901' },
  'a birth date after today': { ...valid, birthDate: '24/11/2026' },
  'a birth date of today': { ...valid, birthDate: TODAY },
  'a birth date that names no day': { ...valid, birthDate: '31/04/1990' },
  'a birth date before 1900': { ...valid, birthDate: '31/12/1899' },
  'an unknown document type and gender': {
    ...valid,
    docType: 'X' as Traveller['docType'],
    gender: 'Y' as Traveller['gender'],
  },
};

describe('travellerFieldError', () => {
  for (const [name, traveller] of Object.entries(CASES)) {
    it(`says what the whole form's validation says of each field: ${name}`, () => {
      // The case as the third of four travellers, the others valid.
      const values = {
        travelers: [valid, { ...valid, docNumber: '45678902' }, traveller as Traveller, valid],
      };
      const whole = formErrors(schema, values);
      for (const field of Object.keys(emptyTraveller())) {
        const path = `travelers[2].${field}`;
        expect([path, travellerFieldError(schema, path, values)]).toEqual([
          path,
          getIn(whole, path),
        ]);
      }
    });
  }
});

describe('hasMissingField', () => {
  it("says when an empty field is among the errors: the spec's toast is due then", () => {
    const wrongEmail = { ...valid, email: 'ana@' };
    const noName = { ...valid, firstName: '' };
    expect(hasMissingField(formErrors(schema, { travelers: [valid, noName] }))).toBe(true);
    expect(hasMissingField(formErrors(schema, { travelers: [valid, wrongEmail] }))).toBe(false);
  });
});

/** The message of traveller `index`'s `field` when the form holds `travellers`. */
const errorOf = (travellers: Partial<Traveller>[], index: number, field: keyof Traveller) =>
  getIn(
    formErrors(schema, { travelers: travellers.map((t) => ({ ...valid, ...t }) as Traveller) }),
    `travelers[${index}].${field}`,
  ) as string | undefined;

describe('the document, checked by its kind', () => {
  const P = E.docNumberProblem;
  it.each([
    ['DNI', '45678912', undefined],
    ['DNI', '45.678.912', undefined],
    ['DNI', '10117410-2', undefined],
    ['DNI', '10117410-3', P.dniCheck],
    ['DNI', '4567891', P.dniDigits],
    ['DNI', '456789123', P.dniCheck],
    ['DNI', 'ABC12', P.dniDigits],
    ['CE', '001234567', undefined],
    ['CE', '0001234567890', P.idLength],
    ['PASSPORT', 'pe123456', undefined],
    ['PASSPORT', 'AB12345678901', P.idLength],
    ['PASSPORT', 'PE-123456', P.idCharacters],
    ['PASSPORT', '', E.docNumber],
    ['PASSPORT', '1'.repeat(21), E.tooLong(20)],
  ] as const)('%s %j: %p', (docType, docNumber, message) => {
    expect(errorOf([{ docType, docNumber }], 0, 'docNumber')).toBe(message);
  });
});

describe('no two travellers with one document', () => {
  it('tells the second which traveller already has it, however it was typed', () => {
    const family: Partial<Traveller>[] = [
      { docType: 'PASSPORT', docNumber: 'PE123456' },
      { docType: 'DNI', docNumber: '45678912' },
      { docType: 'PASSPORT', docNumber: 'pe123456' },
      { docType: 'DNI', docNumber: '45.678.912' },
      { docType: 'CE', docNumber: 'PE123456' },
    ];
    expect(family.map((_, index) => errorOf(family, index, 'docNumber'))).toEqual([
      undefined,
      undefined,
      E.docNumberShared(1),
      E.docNumberShared(2),
      undefined,
    ]);
    expect(
      travellerFieldError(schema, 'travelers[3].docNumber', { travelers: family as Traveller[] }),
    ).toBe(E.docNumberShared(2));
  });
});

describe('the birth date, typed as people write it', () => {
  it.each([
    ['17/05/1994', undefined],
    ['17051994', undefined],
    ['17-5-1994', undefined],
    ['1994-05-17', undefined],
    [' 23/11/2026 ', undefined],
    ['01/01/1900', undefined],
    ['', E.birthDate],
    ['   ', E.birthDate],
    ['17/05/94', E.birthDateFormat],
    ['05/17/1994', E.birthDateFormat],
    ['31/04/1990', E.birthDateFormat],
    ['diecisiete', E.birthDateFormat],
    ['24/11/2026', E.birthDateFuture],
    ['31/12/1899', E.birthDateTooEarly],
  ] as const)('%j: %p', (birthDate, message) => {
    expect(errorOf([{ birthDate }], 0, 'birthDate')).toBe(message);
  });

  it("counts a date it cannot read as wrong, not missing: no 'Datos incompletos' for it", () => {
    const unread = { ...valid, birthDate: '17/05/94' };
    expect(hasMissingField(formErrors(schema, { travelers: [valid, unread] }))).toBe(false);
  });
});
