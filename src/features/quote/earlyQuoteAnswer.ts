import { localToday } from '../../domain/dates';
import { QUOTE_STORAGE_KEY } from '../../domain/quote';
import { ISLAND_ATTRIBUTES } from '../../islands/attributes';
import { afterNextPaint } from '../../lib/afterNextPaint';
import { openPage } from '../../lib/openPage';
import { writeStoredEntity } from '../../lib/storedEntity';
import { LOADING_MESSAGE } from '../quotePage/quoteLoading';
import { showEarlyToast } from '../toast/earlyToast';
import {
  formValuesToQuote,
  isQuoteReady,
  QUOTE_FORM_ID,
  quoteFieldId,
  quoteSubmitProblem,
  readQuoteForm,
} from './quoteFormValues';

let answered = false;
let sentEarly = false;

/**
 * Shows the send button at work, and says where the visitor is going, until the page leaves;
 * if the browser brings this page back from /quote as it kept it, the form is theirs again.
 */
function showOnItsWay(form: HTMLFormElement) {
  const send = form.querySelector('[type="submit"]');
  const atWork = (busy: boolean) => {
    send?.toggleAttribute(ISLAND_ATTRIBUTES.pending, busy);
    if (busy) send?.setAttribute('aria-busy', 'true');
    else send?.removeAttribute('aria-busy');
  };
  atWork(true);
  showEarlyToast({ title: LOADING_MESSAGE });
  window.addEventListener('pageshow', () => ((sentEarly = false), atWork(false)), { once: true });
}

/**
 * Answers 'Ver Planes y Precios' (or Enter in the quote form) before the form's code has come,
 * as the live form would: a send the spec refuses gets its toast at once and focus goes to the
 * field to fix; a valid quote is stored, once, and /quote opens as a new page, whose prerendered
 * search screen comes long before the app could. True when answered; a send with a date that
 * only its field refuses (or a storage that refuses the quote) is kept for the form (event
 * replay, src/islands/eventReplay.js).
 */
export function answerQuoteEarly(control: Element): boolean {
  const form = control instanceof HTMLFormElement ? control : control.closest('form');
  const sends =
    control === form || (control instanceof HTMLButtonElement && control.type === 'submit');
  if (!(form instanceof HTMLFormElement) || form.id !== QUOTE_FORM_ID || !sends) return false;
  // Another tap while /quote opens: the quote is stored once.
  if (sentEarly) return true;
  const values = readQuoteForm(form);
  const problem = quoteSubmitProblem(values);
  if (problem) {
    showEarlyToast(problem.toast);
    // The toast is the answer, drawn first: moving the focus restyles the page and wakes the
    // form's code, work that would hold the toast's frame back.
    afterNextPaint(() => document.getElementById(quoteFieldId(problem.field))?.focus());
    answered = true;
    return true;
  }
  if (!isQuoteReady(values, localToday())) return false;
  const quote = formValuesToQuote(values);
  if (!writeStoredEntity(QUOTE_STORAGE_KEY, quote)) return false;
  // The same quote again as the page leaves: a write the live app still had queued (its store
  // held no quote) must not take it away before /quote reads it.
  window.addEventListener('pagehide', () => writeStoredEntity(QUOTE_STORAGE_KEY, quote), {
    once: true,
  });
  sentEarly = true;
  showOnItsWay(form);
  // The busy button and the toast are drawn before /quote is asked for: starting a navigation
  // brings the page's style and layout up to date on the spot, a long task on a phone, which
  // would hold back the frame that tells the visitor the send was taken.
  afterNextPaint(() => openPage('/quote'));
  return true;
}

/** Whether a send was answered before the form was live (its inline errors are due), read once. */
export function takeEarlyAnswer(): boolean {
  const was = answered;
  answered = false;
  return was;
}

/** Whether this page already sent the quote and is opening /quote: the live form sends nothing. */
export const quoteSentEarly = () => sentEarly;
