import { setNestedObjectValues, type useFormik } from 'formik';
import { useCallback, useEffect, useMemo, useRef, type ChangeEvent, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { localToday } from '../../domain/dates';
import { useSiteForm } from '../../lib/useSiteForm';
import { useInBrowser } from '../../lib/useInBrowser';
import {
  emptyAges,
  INITIAL_QUOTE_VALUES,
  QUOTE_FORM_ID,
  quoteFieldErrors,
  quoteFieldId,
  quoteToFormValues,
  readQuoteForm,
  type QuoteFormValues,
} from './quoteFormValues';
import { QUOTE_FORM_SENT, sendQuote } from './sendQuote';
import { selectLatestQuote } from './quoteSlice';
import { useQuoteSendMeans } from './useQuoteSendMeans';
import { refusedLinkValues } from './useQuoteLink';

type QuoteFormik = ReturnType<typeof useFormik<QuoteFormValues>>;

const validate = (values: QuoteFormValues) => quoteFieldErrors(values, localToday());

/**
 * The stored quote as the form's starting values ('Modificar Cotización', a return visit).
 * While React hydrates the prerendered (empty) form it is none, so that the markup matches; the
 * stored quote comes a render later, like any quote read after the form showed.
 */
function useStoredQuoteValues(): QuoteFormValues {
  const latest = useAppSelector(selectLatestQuote);
  const storedQuote = useInBrowser(() => latest, null);
  return useMemo(() => quoteToFormValues(storedQuote), [storedQuote]);
}

/**
 * What the visitor did before the form's code came wins: the values they typed (React keeps
 * them in the fields while it hydrates, but the form's first update would reset them), and the
 * inline errors of a send the page already refused (./sendQuote.ts marks the form sent).
 */
function useTakeOverTypedValues({ setValues, setTouched, validateForm }: QuoteFormik) {
  useEffect(() => {
    const form = document.getElementById(QUOTE_FORM_ID) as HTMLFormElement;
    const typed = readQuoteForm(form);
    if (JSON.stringify(typed) !== JSON.stringify(INITIAL_QUOTE_VALUES)) {
      void setValues(typed, false);
    }
    if (form.hasAttribute(QUOTE_FORM_SENT)) {
      void setTouched(setNestedObjectValues(typed, true), false);
      // The typed values are not the form's state yet: they are checked as they are.
      void validateForm(typed);
    }
  }, [setValues, setTouched, validateForm]);
}

/**
 * A quote read from storage later refills the form, never over the visitor's own edits nor over
 * a refused link's values (`holdsLink`).
 */
function useRefillWithStoredQuote(
  storedValues: QuoteFormValues,
  holdsLink: boolean,
  { dirty, resetForm }: QuoteFormik,
) {
  const shown = useRef(storedValues);
  const keepsLink = useRef(holdsLink);
  useEffect(() => {
    if (storedValues === shown.current) return;
    shown.current = storedValues;
    if (!dirty && !keepsLink.current) resetForm({ values: storedValues });
  }, [storedValues, dirty, resetForm]);
}

/**
 * A link to /quote the form refuses opens the landing page with what it had that is valid
 * (useQuoteFromLink): the form holds it and refuses it as it refuses a send, with the spec's
 * toast, the focus on the first field to fix and every inline error. Then the page's state
 * forgets it: a reload or a return finds the form as it is.
 */
function useRefuseLink(
  refused: QuoteFormValues | null,
  send: (form: HTMLFormElement, values: QuoteFormValues) => void,
) {
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (!refused || done.current) return;
    done.current = true;
    send(document.getElementById(QUOTE_FORM_ID) as HTMLFormElement, refused);
    void navigate({ pathname, hash }, { replace: true, state: null });
  }, [refused, send, navigate, pathname, hash]);
}

/**
 * The hero's quote form: its values, the props of each field, its send (./sendQuote.ts, through
 * the store and the router), and the changes the spec ties to other fields (the modality clears
 * the dates, the number of travellers empties the ages).
 */
export function useQuoteForm() {
  const means = useQuoteSendMeans();
  const storedValues = useStoredQuoteValues();
  const refused = refusedLinkValues(useLocation().state);
  const { formik, fieldProps } = useSiteForm<QuoteFormValues>({
    fieldId: quoteFieldId,
    initialValues: refused ?? storedValues,
    validate,
    validateOnMount: false,
  });
  const { values, setTouched, setFieldValue, setFieldTouched, handleChange } = formik;

  // The send is ./sendQuote.ts's, the same before and after the form's code.
  const send = useCallback(
    (form: HTMLFormElement, sent: QuoteFormValues) => {
      // Refused, every inline error shows (the dates' order and the past only mark their fields).
      if (sendQuote(form, sent, means) === 'refused') {
        void setTouched(setNestedObjectValues(sent, true));
      }
    },
    [means, setTouched],
  );
  useTakeOverTypedValues(formik);
  useRefillWithStoredQuote(storedValues, !!refused, formik);
  useRefuseLink(refused, send);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(event.currentTarget, values);
  };

  const handleModalityChange = (event: ChangeEvent<HTMLInputElement>) => {
    handleChange(event);
    if (event.target.value !== 'por_dias') {
      void setFieldValue('departureDate', '', false);
      void setFieldValue('returnDate', '', false);
    }
  };

  const handleTravellersChange = (event: ChangeEvent<HTMLInputElement>) => {
    const travelers = Number(event.target.value);
    void setFieldValue('travelers', travelers, false);
    void setFieldValue('ages', emptyAges(travelers), false);
    setFieldTouched('ages', false, false);
  };

  return {
    values,
    perDay: values.modality === 'por_dias',
    fieldProps,
    handleSubmit,
    handleModalityChange,
    handleTravellersChange,
  };
}
