import * as yup from 'yup';
import { isBefore } from '../../domain/dates';
import { readTypedDate } from '../../domain/typedDate';
import type { PaymentChoice } from '../../domain/payment';
import {
  DOC_NUMBER_MAX_LENGTH,
  DOC_TYPES,
  EMAIL_MAX_LENGTH,
  GENDERS,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  type DocType,
  type Traveller,
} from '../../domain/traveller';
import {
  earlierHolderOf,
  ID_DOCUMENT_MAX_LENGTH,
  readDocument,
} from '../../domain/travellerDocument';
import {
  DOCUMENT_PROBLEM_ERRORS,
  EMAIL_FORMAT_ERROR,
  PHONE_FORMAT_ERROR,
} from '../../lib/personFieldTexts';
import { phoneRulesNow } from '../../lib/phoneRules';

export interface CheckoutValues {
  travelers: Traveller[];
  /** 'Medio de pago': a choice is always made (the card by default), so it has no rule. */
  payment: PaymentChoice;
}

/** The earliest birth date the form takes: an earlier one is a typing slip. */
const EARLIEST_BIRTH_DATE = '1900-01-01';

export const CHECKOUT_FIELD_ERRORS = {
  firstName: 'Escribe los nombres.',
  lastName: 'Escribe los apellidos.',
  docNumber: 'Escribe el número de documento.',
  docNumberProblem: DOCUMENT_PROBLEM_ERRORS,
  docNumberShared: (holder: number) => `Este documento ya es del Viajero ${holder}.`,
  birthDate: 'Indica la fecha de nacimiento.',
  birthDateFormat: 'Escribe la fecha como DD/MM/AAAA, por ejemplo 14/02/1986.',
  birthDateFuture: 'La fecha de nacimiento no puede ser posterior a hoy.',
  birthDateTooEarly: `La fecha de nacimiento no puede ser anterior a ${EARLIEST_BIRTH_DATE.slice(0, 4)}.`,
  email: 'Escribe el correo electrónico.',
  emailFormat: EMAIL_FORMAT_ERROR,
  phone: 'Escribe el teléfono.',
  phoneFormat: PHONE_FORMAT_ERROR,
  tooLong: (max: number) => `Máximo ${max} caracteres.`,
};
const E = CHECKOUT_FIELD_ERRORS;

/** What the birth date's field says of its form before anything is wrong. */
export const BIRTH_DATE_HINT = 'Día, mes y año: DD/MM/AAAA.';

/** What the document's field says of its kind's form before anything is wrong. */
export const DOCUMENT_HINTS: Record<DocType, string> = {
  DNI: 'Los 8 dígitos del DNI.',
  PASSPORT: `Hasta ${ID_DOCUMENT_MAX_LENGTH} letras y números, como en el pasaporte.`,
  CE: `Hasta ${ID_DOCUMENT_MAX_LENGTH} letras y números, como en el carné.`,
};

/** 'travelers[2].email' -> { index: 2, field: 'email' }: a traveller's field in the form. */
export function travellerFieldOf(path: string) {
  const [, index, field] = /^travelers\[(\d+)\]\.?(\w*)/.exec(path) ?? [];
  return { index: Number(index), field: field ?? '' };
}

/** Fields whose absence the spec answers with the 'Datos incompletos' toast. */
export const REQUIRED_TRAVELLER_FIELDS = [
  'firstName',
  'lastName',
  'docNumber',
  'birthDate',
  'email',
  'phone',
] as const;

/** What is wrong with a birth date typed as people write it (readTypedDate), or null. */
function birthDateProblem(typed: string, today: string): string | null {
  const date = readTypedDate(typed);
  if (date === null) return E.birthDateFormat;
  if (isBefore(today, date)) return E.birthDateFuture;
  if (isBefore(date, EARLIEST_BIRTH_DATE)) return E.birthDateTooEarly;
  return null;
}

export function checkoutSchema(today: string) {
  const text = (required: string, max: number) =>
    yup.string().trim().required(required).max(max, E.tooLong(max));
  const traveller = yup.object({
    firstName: text(E.firstName, NAME_MAX_LENGTH),
    lastName: text(E.lastName, NAME_MAX_LENGTH),
    docType: yup
      .string()
      .oneOf([...DOC_TYPES])
      .required(),
    docNumber: text(E.docNumber, DOC_NUMBER_MAX_LENGTH)
      .test('by-kind', function byKind(value) {
        if (!value) return true;
        const reading = readDocument((this.parent as Traveller).docType, value);
        return (
          'number' in reading || this.createError({ message: E.docNumberProblem[reading.problem] })
        );
      })
      // The form's values are the context (../../lib/formErrors.ts): the other travellers.
      .test('not-shared', function notShared() {
        const { travelers = [] } = (this.options.context ?? {}) as Partial<CheckoutValues>;
        const holder = earlierHolderOf(travelers, travellerFieldOf(this.path).index);
        return holder === null || this.createError({ message: E.docNumberShared(holder + 1) });
      }),
    birthDate: yup
      .string()
      .trim()
      .required(E.birthDate)
      .test('a-birth-date', function aBirthDate(value) {
        const problem = value ? birthDateProblem(value, today) : null;
        return problem === null || this.createError({ message: problem });
      }),
    gender: yup.string().oneOf(['', ...GENDERS]),
    email: text(E.email, EMAIL_MAX_LENGTH).email(E.emailFormat),
    // Until the phone's rules have come (lib/phoneRules.ts), a phone has no verdict: the whole
    // form's check waits for them, a field's check is made again once they come.
    phone: text(E.phone, PHONE_MAX_LENGTH).test('phone', E.phoneFormat, (value) => {
      const rules = phoneRulesNow();
      return !value || !rules || rules.phoneE164(value) !== null;
    }),
  });
  return yup.object({ travelers: yup.array().of(traveller).required() });
}

const MISSING = new Set<string>([
  E.firstName,
  E.lastName,
  E.docNumber,
  E.birthDate,
  E.email,
  E.phone,
]);

/** True when a failed submit left some required field empty: the spec's toast case. */
export function hasMissingField(errors: { travelers?: unknown }): boolean {
  const perTraveller = Array.isArray(errors.travelers) ? errors.travelers : [];
  return perTraveller.some(
    (fields) =>
      fields &&
      Object.values(fields as Record<string, string>).some((message) => MISSING.has(message)),
  );
}

/** A refusal is an answer, not a fault: no stack trace to capture for it (a third of the work). */
const NO_STACK = { disableStackTrace: true };

/**
 * The message of the one field at `path` ('travelers[3].email') in `values`, or undefined when
 * it is valid: what the whole form's validation says of that field, at the cost of one field,
 * so a key press costs the same for one traveller or eight.
 */
export function travellerFieldError(
  schema: ReturnType<typeof checkoutSchema>,
  path: string,
  values: Pick<CheckoutValues, 'travelers'>,
): string | undefined {
  try {
    schema.validateSyncAt(path, values, { ...NO_STACK, context: values });
    return undefined;
  } catch (error) {
    if (error instanceof yup.ValidationError) return error.errors[0];
    throw error;
  }
}

/** A traveller card's fields, top to bottom: the order in which a refused send looks for the
 * first field to fix. */
export const TRAVELLER_FIELD_ORDER = [
  'firstName',
  'lastName',
  'docType',
  'docNumber',
  'birthDate',
  'gender',
  'email',
  'phone',
] as const;
