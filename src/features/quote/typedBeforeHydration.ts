import { isDestination, isModality, MAX_TRAVELLERS, MIN_TRAVELLERS } from '../../domain/catalogue';
import { emptyAges, type QuoteFormValues } from './quoteFormValues';

export const QUOTE_FORM_ID = 'quote-form';

let prerendered = false;

/** boot.tsx says the quote form on the page is the prerendered one, before hydrating it. */
export function quoteFormIsPrerendered(): void {
  prerendered = true;
}

/**
 * What the visitor typed into the prerendered quote form before the app took over, read once,
 * just after hydration: React keeps the typed values in the fields while it hydrates, but the
 * form's first update would reset them to its state. Null when nothing was typed.
 */
export function takeTypedQuote(): QuoteFormValues | null {
  const form = document.getElementById(QUOTE_FORM_ID);
  if (!prerendered || !(form instanceof HTMLFormElement)) return null;
  prerendered = false;
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
  return touched ? values : null;
}
