import { useEffect, useMemo } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { useNavigateAway } from '../../lib/useNavigateAway';
import { toastShown } from '../toast/toastSlice';
import { quoteSubmitted } from './quoteSlice';
import { answerQuoteSend, type QuoteSendMeans } from './sendQuote';

/** The live app's means of sending the quote: its toasts, its store and its router. */
export function useQuoteSendMeans(): QuoteSendMeans {
  const dispatch = useAppDispatch();
  const navigateAway = useNavigateAway();
  return useMemo(
    () => ({
      showToast: (toast) => dispatch(toastShown(toast)),
      keep: (quote) => {
        dispatch(quoteSubmitted(quote));
        return true;
      },
      goToQuotePage: () => navigateAway('/quote'),
    }),
    [dispatch, navigateAway],
  );
}

/**
 * Once the app is live, a send made before the quote form's code has come (event replay hands
 * it over) goes through the app: its store keeps the quote, its router opens /quote.
 */
export function useQuoteSendsAnsweredByTheApp(): void {
  const means = useQuoteSendMeans();
  useEffect(
    () => window.eventReplay?.answerEarly((control) => answerQuoteSend(control, means)),
    [means],
  );
}
