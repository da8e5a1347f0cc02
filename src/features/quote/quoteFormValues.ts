import { isDestination, isModality, MAX_TRAVELLERS, MIN_TRAVELLERS } from '../../domain/catalogue';
import { isBefore } from '../../domain/dates';
import { parseAge, type Quote } from '../../domain/quote';
import { TOASTS, type ToastText } from '../../lib/toastMessages';

// The quote form's values and rules. The page answers a send with them before the form's code
// has come (./sendQuote.ts), so they are plain functions, small enough for the landing page.

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

/** The quote form's inline messages. */
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

/** A field that breaks a rule: its name, its inline message, and the spec's toast if one is due. */
type QuoteProblem = [field: string, error: string, toast?: ToastText];

/**
 * Every rule of the quote form, written once, in the order the visitor meets the fields (which
 * is the spec's order for its toasts: destination and modality, then a per-day trip's dates,
 * then the ages). A date's order or past has an inline message and no toast.
 */
function quoteProblems(values: QuoteFormValues, today: string): QuoteProblem[] {
  const problems: QuoteProblem[] = [];
  const incomplete = TOASTS.missingDestinationOrModality;
  if (!isDestination(values.destination)) problems.push(['destination', E.destination, incomplete]);
  if (!isModality(values.modality)) problems.push(['modality', E.modality, incomplete]);
  if (values.modality === 'por_dias') {
    const { departureDate: out, returnDate: back } = values;
    if (!out) problems.push(['departureDate', E.departureMissing, TOASTS.missingDates]);
    else if (isBefore(out, today)) problems.push(['departureDate', E.departurePast]);
    if (!back) problems.push(['returnDate', E.returnMissing, TOASTS.missingDates]);
    else if (out && isBefore(back, out)) problems.push(['returnDate', E.returnBeforeDeparture]);
    else if (isBefore(back, today)) problems.push(['returnDate', E.returnPast]);
  }
  values.ages.forEach((typed, index) => {
    const error = !typed ? E.ageMissing : parseAge(typed) === null ? E.ageOutOfRange : null;
    if (error) problems.push([`ages[${index}]`, error, TOASTS.invalidAges]);
  });
  return problems;
}

export type QuoteFieldErrors = Partial<
  Record<'destination' | 'modality' | 'departureDate' | 'returnDate', string>
> & { ages?: string[] };

/** Formik's validate: the inline message of each field that breaks a rule, keyed as Formik keys them. */
export function quoteFieldErrors(values: QuoteFormValues, today: string): QuoteFieldErrors {
  const errors: QuoteFieldErrors = {};
  for (const [field, error] of quoteProblems(values, today)) {
    const age = /\d+/.exec(field);
    if (age) (errors.ages ??= [])[Number(age[0])] = error;
    else errors[field as Exclude<keyof QuoteFieldErrors, 'ages'>] = error;
  }
  return errors;
}

/**
 * What a send of these values gets when the form refuses it: the spec's first toast due (none
 * for a date only its field refuses) and the first field to fix, which takes the focus. Null
 * when the quote can be sent.
 */
export function quoteSendProblem(values: QuoteFormValues, today: string) {
  const problems = quoteProblems(values, today);
  if (problems.length === 0) return null;
  return { toast: problems.find(([, , toast]) => toast)?.[2] ?? null, field: problems[0]![0] };
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
