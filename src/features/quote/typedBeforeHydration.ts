import { isDestination, isModality, MAX_TRAVELLERS, MIN_TRAVELLERS } from '../../domain/catalogue';
import { emptyAges, type QuoteFormValues } from './quoteFormValues';

export const QUOTE_FORM_ID = 'quote-form';

let typed: QuoteFormValues | null = null;

/**
 * Reads what the visitor typed into the prerendered quote form before the app took over, since
 * hydration resets the fields to the app's state. boot.tsx calls it just before hydrating.
 */
export function captureTypedQuote(): void {
  const form = document.getElementById(QUOTE_FORM_ID);
  if (!(form instanceof HTMLFormElement)) return;
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  const count = Number(text('travelers'));
  const travelers = count >= MIN_TRAVELLERS && count <= MAX_TRAVELLERS ? count : MIN_TRAVELLERS;
  const ages = emptyAges(travelers).map((_, index) => text(`ages[${index}]`));
  const destination = text('destination');
  const modality = text('modality');
  const values: QuoteFormValues = {
    destination: isDestination(destination) ? destination : '',
    modality: isModality(modality) ? modality : 'por_dias',
    departureDate: text('departureDate'),
    returnDate: text('returnDate'),
    travelers,
    ages,
  };
  const touched =
    values.destination ||
    values.departureDate ||
    values.returnDate ||
    ages.some(Boolean) ||
    travelers !== 1 ||
    values.modality !== 'por_dias';
  typed = touched ? values : null;
}

/** What was typed before hydration, once; null when nothing was. */
export function takeTypedQuote(): QuoteFormValues | null {
  const values = typed;
  typed = null;
  return values;
}
