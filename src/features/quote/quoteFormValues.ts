import { isDestination, isModality, MAX_TRAVELLERS, MIN_TRAVELLERS } from '../../domain/catalogue';
import { isBefore } from '../../domain/dates';
import { parseAge, type Quote } from '../../domain/quote';
import { TOASTS } from '../../lib/toastMessages';

// The quote form's values and messages, without the schema: the landing page needs these at
// once, while Yup loads only when the form is first checked.

export const QUOTE_FORM_ID = 'quote-form';

/** The id of the quote form's field named `name` ('ages[0]' -> 'quote-ages-0-'). */
export const quoteFieldId = (name: string) => `quote-${name.replace(/[[\].]+/g, '-')}`;

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

/** Inline messages of ./quoteSchema. */
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
/**
 * The spec's toast for sending these values, checked in its order (destination and modality,
 * then per-day dates, then ages), with the field to fix first; null when none applies.
 * Date-order and past-date mistakes have only their inline message (./quoteSchema).
 */
export function quoteSubmitProblem(values: QuoteFormValues) {
  if (!isDestination(values.destination)) {
    return { toast: TOASTS.missingDestinationOrModality, field: 'destination' };
  }
  if (!isModality(values.modality)) {
    return { toast: TOASTS.missingDestinationOrModality, field: 'modality' };
  }
  if (values.modality === 'por_dias') {
    if (!values.departureDate) return { toast: TOASTS.missingDates, field: 'departureDate' };
    if (!values.returnDate) return { toast: TOASTS.missingDates, field: 'returnDate' };
  }
  const age = values.ages.findIndex((typed) => parseAge(typed) === null);
  if (age >= 0) return { toast: TOASTS.invalidAges, field: `ages[${age}]` };
  return null;
}

/** The inline message of a departure date that is in the past (`today` is 'YYYY-MM-DD'). */
export function departureDateProblem(departure: string, today: string): string | null {
  return departure && isBefore(departure, today) ? QUOTE_FIELD_ERRORS.departurePast : null;
}

/** The inline message of a return date before the departure or in the past. */
export function returnDateProblem(ret: string, departure: string, today: string): string | null {
  if (!ret) return null;
  if (departure && isBefore(ret, departure)) return QUOTE_FIELD_ERRORS.returnBeforeDeparture;
  return isBefore(ret, today) ? QUOTE_FIELD_ERRORS.returnPast : null;
}

/**
 * Whether these values make a quote the form sends: no toast due (quoteSubmitProblem) and no
 * date that only its field refuses. ./quoteSchema finds nothing in exactly these, as it builds
 * its date rules from the same two functions; a valid send needs neither Yup nor its verdict.
 */
export function isQuoteReady(values: QuoteFormValues, today: string): boolean {
  if (quoteSubmitProblem(values)) return false;
  if (values.modality !== 'por_dias') return true;
  return (
    !departureDateProblem(values.departureDate, today) &&
    !returnDateProblem(values.returnDate, values.departureDate, today)
  );
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

/**
 * The values the quote form's fields hold, as the form's state would have them: what the
 * prerendered form was given before its code came (an annual modality clears the dates, as the
 * live form does, whatever the date fields still hold).
 */
export function readQuoteForm(form: HTMLFormElement): QuoteFormValues {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  const count = Number(text('travelers'));
  const travelers = count >= MIN_TRAVELLERS && count <= MAX_TRAVELLERS ? count : MIN_TRAVELLERS;
  const destination = text('destination');
  const modality = isModality(text('modality')) ? text('modality') : 'por_dias';
  const perDay = modality === 'por_dias';
  return {
    destination: isDestination(destination) ? destination : '',
    modality: modality as QuoteFormValues['modality'],
    departureDate: perDay ? text('departureDate') : '',
    returnDate: perDay ? text('returnDate') : '',
    travelers,
    ages: emptyAges(travelers).map((_, index) => text(`ages[${index}]`)),
  };
}
