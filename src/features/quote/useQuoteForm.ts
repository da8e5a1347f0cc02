import { getIn, useFormik, type FormikErrors, type FormikTouched } from 'formik';
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type RefObject,
} from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { localToday } from '../../domain/dates';
import { useHeldDuringPress } from '../../lib/useHeldDuringPress';
import { useInBrowser } from '../../lib/useInBrowser';
import { useNavigateAway } from '../../lib/useNavigateAway';
import { whenIdle } from '../../lib/whenIdle';
import { toastShown } from '../toast/toastSlice';
import { quoteSentEarly, takeEarlyAnswer } from './earlyQuoteAnswer';
import {
  emptyAges,
  formValuesToQuote,
  INITIAL_QUOTE_VALUES,
  isQuoteReady,
  QUOTE_FORM_ID,
  quoteFieldId,
  quoteSubmitProblem,
  quoteToFormValues,
  readQuoteForm,
  type QuoteFormValues,
} from './quoteFormValues';
import { quoteSubmitted, selectLatestQuote } from './quoteSlice';

type QuoteFormik = ReturnType<typeof useFormik<QuoteFormValues>>;

// Yup comes with the live form, not with the landing page.
const loadQuoteSchema = () => import(/* webpackChunkName: "quote-schema" */ './quoteSchema');
const validateQuoteForm = async (values: QuoteFormValues) =>
  (await loadQuoteSchema()).validateQuoteForm(values, localToday());

/**
 * The schema's code is fetched and run once the live form leaves the main thread idle. Asked
 * for by the first check instead, it came inside the press on 'Ver Planes y Precios' of a form
 * filled before it was live (that press's blur is its first check): asking for it and running
 * it then lengthened the press's frame while /quote opens.
 */
function usePrefetchedSchema() {
  useEffect(() => whenIdle(() => void loadQuoteSchema().catch(() => undefined)), []);
}

/** The fields in the order the visitor meets them, for the focus on the first to fix. */
const fieldOrder = (values: QuoteFormValues) =>
  ['destination', 'modality', 'departureDate', 'returnDate'].concat(
    values.ages.map((_, index) => `ages[${index}]`),
  );

function touchAll(values: QuoteFormValues): FormikTouched<QuoteFormValues> {
  // Formik types a list of strings' touched state as one flag; it holds one per item.
  const touched = {
    destination: true,
    modality: true,
    departureDate: true,
    returnDate: true,
    travelers: true,
    ages: values.ages.map(() => true),
  };
  return touched as unknown as FormikTouched<QuoteFormValues>;
}

const focusField = (name: string) => document.getElementById(quoteFieldId(name))?.focus();

/** The quote form's own 'Ver Planes y Precios' (what a field's blur gives the focus to). */
const isTheSendButton = (element: EventTarget | null) =>
  element instanceof HTMLButtonElement &&
  element.type === 'submit' &&
  element.form?.id === QUOTE_FORM_ID;

/**
 * The stored quote as the form's starting values ('Modificar Cotización', a return visit).
 * While React hydrates the prerendered (empty) form it is none, so that the markup matches; the
 * stored quote comes a render later, like any quote read after the form showed.
 */
function useStoredQuoteValues(sent: RefObject<boolean>): QuoteFormValues {
  // The form's own send stores the quote it holds as the visitor leaves: nothing to refill, and
  // React draws a store's change at once, inside the send's frame, which it would lengthen.
  const readQuote = useAppSelector(
    selectLatestQuote,
    (shown, next) => shown === next || sent.current,
  );
  const storedQuote = useInBrowser(() => readQuote, null);
  return useMemo(() => quoteToFormValues(storedQuote), [storedQuote]);
}

/**
 * What the visitor did before the form's code came wins: the values they typed (React keeps
 * them in the fields while it hydrates, but the form's first update would reset them), and the
 * inline errors of a send already answered with a toast (src/entry/main.tsx).
 */
function useTakeOverTypedValues({ setValues, setTouched, validateForm }: QuoteFormik) {
  useEffect(() => {
    const typed = readQuoteForm(document.getElementById(QUOTE_FORM_ID) as HTMLFormElement);
    if (JSON.stringify(typed) !== JSON.stringify(INITIAL_QUOTE_VALUES)) {
      void setValues(typed, false);
    }
    if (takeEarlyAnswer()) {
      void setTouched(touchAll(typed), false);
      // The typed values are not the form's state yet: they are checked as they are.
      void validateForm(typed);
    }
  }, [setValues, setTouched, validateForm]);
}

/** A quote read from storage later refills the form, never over the visitor's own edits. */
function useRefillWithStoredQuote(
  storedValues: QuoteFormValues,
  { dirty, resetForm }: QuoteFormik,
) {
  const shown = useRef(storedValues);
  useEffect(() => {
    if (storedValues === shown.current) return;
    shown.current = storedValues;
    if (!dirty) resetForm({ values: storedValues });
  }, [storedValues, dirty, resetForm]);
}

/**
 * The hero's quote form: its values, the props of each field, and what happens on a send (a
 * valid quote is stored once and the visitor goes to /quote) and on the changes the spec ties
 * to other fields (the modality clears the dates, the number of travellers empties the ages).
 */
export function useQuoteForm() {
  const dispatch = useAppDispatch();
  const navigateAway = useNavigateAway();
  const sent = useRef(false);
  const storedValues = useStoredQuoteValues(sent);
  const formik = useFormik<QuoteFormValues>({
    initialValues: storedValues,
    validate: validateQuoteForm,
    validateOnMount: false,
    // Never called: handleSubmit checks the form once and sends it itself.
    onSubmit: () => undefined,
  });
  useTakeOverTypedValues(formik);
  usePrefetchedSchema();
  useRefillWithStoredQuote(storedValues, formik);
  const { values, errors, setFieldValue, setFieldTouched, handleChange, handleBlur } = formik;
  const touched = useHeldDuringPress(formik.touched);

  const showErrorsAndFocusFirst = (found: FormikErrors<QuoteFormValues>) => {
    // Every inline error (the dates' order and the past only mark their fields).
    void formik.setTouched(touchAll(values), false);
    const first = fieldOrder(values).find((name) => getIn(found, name));
    if (first) focusField(first);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Stored once, even if a second click comes while the page changes.
    if (sent.current || quoteSentEarly()) return;
    // The same pure checks the page answers with before the form is hydrated: the spec's
    // toast, or the search screen, comes at once, waiting neither for the schema's code nor
    // for its verdict.
    const problem = quoteSubmitProblem(values);
    if (problem) {
      dispatch(toastShown(problem.toast));
    } else if (isQuoteReady(values, localToday())) {
      sent.current = true;
      dispatch(quoteSubmitted(formValuesToQuote(values)));
      navigateAway('/quote');
      return;
    }
    // The schema says what each field needs. Without its code (a lost connection), the toast
    // alone answers; the next send fetches it.
    const found = await formik.validateForm().catch(() => null);
    if (found) showErrorsAndFocusFirst(found);
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

  // A blur draws the form again (it is touched, and checked) as a transition, in slices after
  // the frame that shows what took the focus: a press on 'Ver Planes y Precios' blurs the last
  // age, whose render in that frame made it long on a phone. Towards that
  // button the field is only touched: the send checks the form itself, or leaves it, and Yup's
  // check there took another 35 ms of the press.
  const handleFieldBlur = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const { name } = event.target as HTMLInputElement;
      const towardsTheSend = isTheSendButton(event.relatedTarget);
      startTransition(() => {
        if (towardsTheSend) void setFieldTouched(name, true, false);
        else handleBlur(event);
      });
    },
    [handleBlur, setFieldTouched],
  );

  /** The id, name, value, handlers and inline error of the field named `name`. */
  const fieldProps = (name: string) => ({
    id: quoteFieldId(name),
    name,
    value: (getIn(values, name) as string | number | undefined) ?? '',
    onChange: handleChange,
    onBlur: handleFieldBlur,
    error: ((getIn(touched, name) && getIn(errors, name)) as string | undefined) || undefined,
  });

  return {
    values,
    perDay: values.modality === 'por_dias',
    fieldProps,
    handleSubmit,
    handleModalityChange,
    handleTravellersChange,
  };
}
