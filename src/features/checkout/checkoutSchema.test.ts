import { describe, expect, it } from '@jest/globals';
import { getIn } from 'formik';
import { emptyTraveller, type Traveller } from '../../domain/traveller';
import { formErrors } from '../../lib/formErrors';
import { checkoutSchema, hasMissingField, travellerFieldError } from './checkoutSchema';

const TODAY = '2026-11-23';
const schema = checkoutSchema(TODAY);

const valid: Traveller = {
  firstName: 'Ana María',
  lastName: 'Quispe Rojas',
  docType: 'DNI',
  docNumber: '45678901',
  birthDate: '1994-05-17',
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
  'a birth date after today': { ...valid, birthDate: '2026-11-24' },
  'a birth date of today': { ...valid, birthDate: TODAY },
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
      const values = { travelers: [valid, valid, traveller as Traveller, valid] };
      const whole = formErrors(schema, values);
      for (const field of Object.keys(emptyTraveller())) {
        const path = `travelers[2].${field}`;
        expect([path, travellerFieldError(schema, path, getIn(values, path))]).toEqual([
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
