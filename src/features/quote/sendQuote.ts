import { localToday } from '../../domain/dates';
import { QUOTE_STORAGE_KEY, type Quote } from '../../domain/quote';
import { ISLAND_ATTRIBUTES } from '../../islands/attributes';
import { openPage } from '../../lib/openPage';
import { afterNextPaint } from '../../lib/scheduling';
import { writeStoredEntity } from '../../lib/storedEntity';
import type { ToastText } from '../../lib/toastMessages';
import { LOADING_MESSAGE } from '../quotePage/quoteLoading';
import { showEarlyToast } from '../toast/earlyToast';
import {
  formValuesToQuote,
  QUOTE_FORM_ID,
  quoteFieldId,
  quoteSendProblem,
  readQuoteForm,
  type QuoteFormValues,
} from './quoteFormValues';

// What sending the quote form does, written once. The page calls it before the form's code has
// come (the inline event replay hands it the send), the app once it is live, and the live form
// on its own send: each with its own means (a page load, or the store and the router).

/** How the page the form is on shows a toast, keeps the quote and goes to /quote. */
export interface QuoteSendMeans {
  showToast(toast: ToastText): void;
  /** Keeps the quote for /quote; false when it could not (a storage that refuses it). */
  keep(quote: Quote): boolean;
  /** Takes the visitor to /quote, the send button shown at work meanwhile. */
  goToQuotePage(): void;
}

/**
 * The means of a page whose app is not live yet: a toast drawn without React, the quote in
 * storage, and /quote opened as a new page, whose prerendered search screen comes long before
 * the app could draw it.
 */
export const MEANS_BEFORE_THE_APP: QuoteSendMeans = {
  showToast: showEarlyToast,
  keep: (quote) => writeStoredEntity(QUOTE_STORAGE_KEY, quote),
  goToQuotePage() {
    showEarlyToast({ title: LOADING_MESSAGE });
    // The busy button and the toast are drawn before the page leaves: starting a navigation
    // brings the page's style and layout up to date on the spot.
    afterNextPaint(() => openPage('/quote'));
  },
};

/** On the quote form once the visitor has sent it: its inline errors are due. */
export const QUOTE_FORM_SENT = 'data-sent';

/** The form's send button, shown at work while /quote opens, or free again. */
function showAtWork(form: HTMLFormElement, atWork: boolean) {
  const send = form.querySelector('[type="submit"]');
  send?.toggleAttribute(ISLAND_ATTRIBUTES.pending, atWork);
  if (atWork) send?.setAttribute('aria-busy', 'true');
  else send?.removeAttribute('aria-busy');
}

const onItsWay = (form: HTMLFormElement) =>
  !!form.querySelector(`[type="submit"][${ISLAND_ATTRIBUTES.pending}]`);

/**
 * Sends the quote form holding `values`: one the form refuses gets the spec's toast (when one is
 * due) and the focus on the first field to fix, once the toast is drawn; a valid quote is kept
 * once and the visitor goes to /quote, one send at a time. 'refused', 'sent', or 'not kept'.
 */
export function sendQuote(form: HTMLFormElement, values: QuoteFormValues, means: QuoteSendMeans) {
  if (onItsWay(form)) return 'sent';
  const problem = quoteSendProblem(values, localToday());
  if (problem) {
    form.setAttribute(QUOTE_FORM_SENT, '');
    if (problem.toast) means.showToast(problem.toast);
    // The answer is drawn first: moving the focus restyles the page.
    afterNextPaint(() => document.getElementById(quoteFieldId(problem.field))?.focus());
    return 'refused';
  }
  if (!means.keep(formValuesToQuote(values))) return 'not kept';
  showAtWork(form, true);
  // A page the browser brings back from /quote as it kept it: the form is the visitor's again.
  window.addEventListener('pageshow', () => showAtWork(form, false), { once: true });
  means.goToQuotePage();
  return 'sent';
}

/**
 * Event replay's early answer (src/islands/eventReplay.js): a press on 'Ver Planes y Precios',
 * or Enter in the quote form, made before the form's code has come, is sent with what the
 * fields hold. True when answered; a quote that could not be kept waits for the live form.
 */
export function answerQuoteSend(control: Element, means: QuoteSendMeans): boolean {
  const form = control instanceof HTMLFormElement ? control : control.closest('form');
  const sends =
    control === form || (control instanceof HTMLButtonElement && control.type === 'submit');
  if (!(form instanceof HTMLFormElement) || form.id !== QUOTE_FORM_ID || !sends) return false;
  return sendQuote(form, readQuoteForm(form), means) !== 'not kept';
}
