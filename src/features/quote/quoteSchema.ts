import * as yup from 'yup';
import { DESTINATIONS, MAX_TRAVELLERS, MIN_TRAVELLERS, MODALITIES } from '../../domain/catalogue';
import { parseAge } from '../../domain/quote';
import { formErrors } from '../../lib/formErrors';
import {
  departureDateProblem,
  QUOTE_FIELD_ERRORS as E,
  returnDateProblem,
  type QuoteFormValues,
} from './quoteFormValues';

const perDay = (modality: unknown) => modality === 'por_dias';

/** The quote form's rules; `today` is the visitor's local date ('YYYY-MM-DD'). */
export function quoteSchema(today: string) {
  return yup.object({
    destination: yup
      .string()
      .oneOf([...DESTINATIONS], E.destination)
      .required(E.destination),
    modality: yup
      .string()
      .oneOf([...MODALITIES], E.modality)
      .required(E.modality),
    departureDate: yup.string().when('modality', {
      is: perDay,
      then: (date) =>
        date
          .required(E.departureMissing)
          .test('not-past', E.departurePast, (value) => !departureDateProblem(value ?? '', today)),
    }),
    returnDate: yup.string().when('modality', {
      is: perDay,
      then: (date) =>
        date.required(E.returnMissing).test('in-order', function check(value) {
          const departure: string | undefined = this.parent.departureDate;
          const problem = returnDateProblem(value ?? '', departure ?? '', today);
          return problem ? this.createError({ message: problem }) : true;
        }),
    }),
    travelers: yup.number().integer().min(MIN_TRAVELLERS).max(MAX_TRAVELLERS).required(),
    ages: yup
      .array()
      .of(
        yup
          .string()
          .required(E.ageMissing)
          .test('age-range', E.ageOutOfRange, (value) => !value || parseAge(value) !== null),
      )
      .required(),
  });
}

// Built once a day, not on every key press and blur that the form checks.
let built: { today: string; schema: ReturnType<typeof quoteSchema> } | null = null;

/** Formik's validate: every broken rule of the form, keyed like its fields. */
export function validateQuoteForm(values: QuoteFormValues, today: string) {
  if (built?.today !== today) built = { today, schema: quoteSchema(today) };
  return formErrors(built.schema, values);
}
