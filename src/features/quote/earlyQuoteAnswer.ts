import { showEarlyToast } from '../toast/earlyToast';
import { quoteSubmitProblem } from './quoteFormValues';
import {
  QUOTE_FORM_ID,
  quoteCheckedEarly,
  quoteFieldId,
  readQuoteForm,
} from './typedBeforeHydration';

/**
 * Answers 'Ver Planes y Precios' (or Enter in the quote form) before the app is live, when the
 * spec has a toast for the form as it stands: the toast shows at once and focus goes to the
 * field to fix, as the app itself does. True when answered; any other send waits for the app,
 * which stores the quote and opens /quote.
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
  quoteCheckedEarly();
  return true;
}
