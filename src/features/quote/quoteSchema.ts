import * as yup from 'yup';
import { DESTINATIONS, MAX_TRAVELLERS, MIN_TRAVELLERS, MODALITIES } from '../../domain/catalogue';
import { isBefore } from '../../domain/dates';
import { parseAge, type Quote } from '../../domain/quote';
import { TOASTS } from '../../lib/toastMessages';

export interface QuoteFormValues {
  destination: Quote['destination'] | '';
  modality: Quote['modality'] | '';
  departureDate: string;
  returnDate: string;
  travelers: number;
  ages: string[];
}

export function emptyAges(travelers: number): string[] {
  return Array.from({ length: travelers }, () => '');
}

export const INITIAL_QUOTE_VALUES: QuoteFormValues = {
  destination: '',
  modality: 'por_dias',
  departureDate: '',
  returnDate: '',
  travelers: 1,
  ages: emptyAges(1),
};

export function quoteToFormValues(quote: Quote | null): QuoteFormValues {
  if (!quote) return INITIAL_QUOTE_VALUES;
  const { destination, modality, departureDate, returnDate, travelers, ages } = quote;
  return { destination, modality, departureDate, returnDate, travelers, ages: [...ages] };
}

/** Inline messages; the missing-date ones also decide which toast a failed submit shows. */
export const QUOTE_FIELD_ERRORS = {
  destination: 'Elige tu destino.',
  modality: 'Elige la modalidad.',
  departureMissing: 'Indica la fecha de salida.',
  departurePast: 'La fecha de salida no puede ser anterior a hoy.',
  returnMissing: 'Indica la fecha de regreso.',
  returnBeforeDeparture: 'La fecha de regreso no puede ser anterior a la de salida.',
  returnPast: 'La fecha de regreso no puede ser anterior a hoy.',
  ageMissing: 'Ingresa la edad.',
  ageOutOfRange: 'Ingresa una edad entre 1 y 99.',
};
const E = QUOTE_FIELD_ERRORS;

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
          .test('not-past', E.departurePast, (value) => !value || !isBefore(value, today)),
    }),
    returnDate: yup.string().when('modality', {
      is: perDay,
      then: (date) =>
        date.required(E.returnMissing).test('not-before-departure', function check(value) {
          const departure: string | undefined = this.parent.departureDate;
          if (!value) return true;
          if (departure && isBefore(value, departure)) {
            return this.createError({ message: E.returnBeforeDeparture });
          }
          if (isBefore(value, today)) {
            return this.createError({ message: E.returnPast });
          }
          return true;
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

type QuoteErrors = Partial<Record<keyof QuoteFormValues, unknown>>;

/**
 * The spec's toast for a failed submit, checked in its order: destination and modality,
 * then per-day dates, then ages. Date-order mistakes have only their inline message.
 */
export function quoteProblemToast(errors: QuoteErrors) {
  if (errors.destination || errors.modality) return TOASTS.missingDestinationOrModality;
  if (errors.departureDate === E.departureMissing || errors.returnDate === E.returnMissing) {
    return TOASTS.missingDates;
  }
  if (errors.ages) return TOASTS.invalidAges;
  return null;
}

/** The quote stored when the form is valid (contract section 3). */
export function formValuesToQuote(values: QuoteFormValues, now: Date = new Date()): Quote {
  const perDayTrip = values.modality === 'por_dias';
  return {
    destination: values.destination as Quote['destination'],
    modality: values.modality as Quote['modality'],
    departureDate: perDayTrip ? values.departureDate : '',
    returnDate: perDayTrip ? values.returnDate : '',
    travelers: values.travelers,
    ages: values.ages.map((age) => age.trim()),
    timestamp: now.toISOString(),
  };
}
