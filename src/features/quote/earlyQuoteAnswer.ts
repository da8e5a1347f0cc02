import { showEarlyToast } from '../toast/earlyToast';
import { QUOTE_FORM_ID, quoteFieldId, quoteSubmitProblem, readQuoteForm } from './quoteFormValues';

let answered = false;

/**
 * Answers 'Ver Planes y Precios' (or Enter in the quote form) before the form's code has come,
 * when the spec has a toast for the form as it stands: the toast shows at once and focus goes to
 * the field to fix, as the live form does. True when answered; any other send is kept for the
 * form (event replay, src/islands/eventReplay.js), which stores the quote and opens /quote.
 */
export function answerQuoteEarly(control: Element): boolean {
  const form = control instanceof HTMLFormElement ? control : control.closest('form');
  const sends =
    control === form || (control instanceof HTMLButtonElement && control.type === 'submit');
  if (!(form instanceof HTMLFormElement) || form.id !== QUOTE_FORM_ID || !sends) return false;
  const problem = quoteSubmitProblem(readQuoteForm(form));
  if (!problem) return false;
  showEarlyToast(problem.toast);
  document.getElementById(quoteFieldId(problem.field))?.focus();
  answered = true;
  return true;
}

/** Whether a send was answered before the form was live (its inline errors are due), read once. */
export function takeEarlyAnswer(): boolean {
  const was = answered;
  answered = false;
  return was;
}
