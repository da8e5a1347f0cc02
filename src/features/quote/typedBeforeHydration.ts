import { holdEarlyInputWithin } from '../../app/earlyInput';
import { isDestination, isModality, MAX_TRAVELLERS, MIN_TRAVELLERS } from '../../domain/catalogue';
import { emptyAges, type QuoteFormValues } from './quoteFormValues';

export const QUOTE_FORM_ID = 'quote-form';

/** The id of the quote form's field named `name` ('ages[0]' -> 'quote-ages-0-'). */
export const quoteFieldId = (name: string) => `quote-${name.replace(/[[\].]+/g, '-')}`;

let prerendered = false;
let checkedEarly = false;

/**
 * boot.tsx says the quote form on the page is the prerendered one, before hydrating it: clicks
 * kept in it wait for the form itself to be live (./QuoteFormWhenWanted).
 */
export function quoteFormIsPrerendered(): void {
  const form = document.getElementById(QUOTE_FORM_ID);
  if (!form) return;
  prerendered = true;
  holdEarlyInputWithin(form);
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
  const values = readQuoteForm(form);
  const touched =
    values.destination ||
    values.departureDate ||
    values.returnDate ||
    values.ages.some(Boolean) ||
    values.travelers !== 1 ||
    values.modality !== 'por_dias';
  return touched ? values : null;
}

/** The values the quote form's fields hold now, as the form's state would have them. */
export function readQuoteForm(form: HTMLFormElement): QuoteFormValues {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  const count = Number(text('travelers'));
  const travelers = count >= MIN_TRAVELLERS && count <= MAX_TRAVELLERS ? count : MIN_TRAVELLERS;
  const destination = text('destination');
  const modality = isModality(text('modality')) ? text('modality') : 'por_dias';
  // The form clears the dates when an annual modality is chosen; a choice made before the app
  // took over gets the same rule, whatever the fields still hold.
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

/** The early answer (./earlyQuoteAnswer) says it showed the form's toast. */
export function quoteCheckedEarly(): void {
  checkedEarly = true;
}

/** Whether the form was checked before the app took over, read once. */
export function takeEarlyCheck(): boolean {
  const checked = checkedEarly;
  checkedEarly = false;
  return checked;
}
