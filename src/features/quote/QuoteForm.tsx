import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { getIn, useFormik } from 'formik';
import { useEffect, useMemo, useRef, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { QUOTE_PAGE_ON_INTENT } from '../../app/pages';
import FormField, { type FormFieldProps } from '../../components/FormField';
import {
  DESTINATIONS,
  MAX_TRAVELLERS,
  MIN_TRAVELLERS,
  MODALITIES,
  MODALITY_LABELS,
} from '../../domain/catalogue';
import { localToday } from '../../domain/dates';
import { useHeldDuringPress } from '../../lib/useHeldDuringPress';
import { useInBrowser } from '../../lib/useInBrowser';
import { toastShown } from '../toast/toastSlice';
import {
  emptyAges,
  formValuesToQuote,
  INITIAL_QUOTE_VALUES,
  QUOTE_FORM_ID,
  quoteFieldId as fieldId,
  quoteSubmitProblem,
  quoteToFormValues,
  readQuoteForm,
  type QuoteFormValues,
} from './quoteFormValues';
import { takeEarlyAnswer } from './earlyQuoteAnswer';
import { quoteSubmitted, selectLatestQuote } from './quoteSlice';

const TRAVELLER_COUNTS = Array.from(
  { length: MAX_TRAVELLERS - MIN_TRAVELLERS + 1 },
  (_, index) => MIN_TRAVELLERS + index,
);

// Made once: the fields are memoised, and a field whose props are the same is not drawn again
// when another one changes.
const DESTINATION_OPTIONS = (
  <>
    <option value="" disabled>
      Elige tu destino
    </option>
    {DESTINATIONS.map((destination) => (
      <option key={destination} value={destination}>
        {destination}
      </option>
    ))}
  </>
);
const MODALITY_OPTIONS = MODALITIES.map((modality) => (
  <option key={modality} value={modality}>
    {MODALITY_LABELS[modality]}
  </option>
));
const TRAVELLER_OPTIONS = TRAVELLER_COUNTS.map((count) => (
  <option key={count} value={count}>
    {count === 1 ? '1 viajero' : `${count} viajeros`}
  </option>
));
const WHOLE_ROW = { gridColumn: { sm: '1 / -1' } };
const AGE_INPUT = { inputMode: 'numeric', maxLength: 3 } as const;

// Yup is fetched the first time the form is checked, not with the landing page.
const validateQuoteForm = async (values: QuoteFormValues, today: string) =>
  (await import(/* webpackChunkName: "quote-schema" */ './quoteSchema')).validateQuoteForm(
    values,
    today,
  );

/** The visitor's local date: the prerender has none (until hydration the inline script keeps the limits). */
const useLocalToday = () => useInBrowser(localToday, '');

/** The hero's quote form: a valid quote is stored and the visitor goes to /quote. */
export default function QuoteForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Hydrating the prerendered (empty) form, even after storage was read: the stored quote
  // comes a render later, like any quote read after the form showed.
  const readQuote = useAppSelector(selectLatestQuote);
  const storedQuote = useInBrowser(() => readQuote, null);
  // 'Modificar Cotización' comes back here: the form shows the stored quote once it is read.
  const initialValues = useMemo(() => quoteToFormValues(storedQuote), [storedQuote]);
  const today = useLocalToday();

  const formik = useFormik<QuoteFormValues>({
    initialValues,
    validate: (values) => validateQuoteForm(values, today || localToday()),
    validateOnMount: false,
    // Never called: handleSubmit checks the form once and sends it itself.
    onSubmit: () => undefined,
  });
  const { values, setFieldValue, resetForm, setValues, setTouched, validateForm, dirty } = formik;

  // What the visitor typed before the form's code came wins (React keeps it in the fields while
  // it hydrates, but the form's first update would reset them to its state); otherwise the
  // stored quote fills the form once storage has been read ('Modificar Cotización').
  useEffect(() => {
    const form = document.getElementById(QUOTE_FORM_ID) as HTMLFormElement;
    const typed = readQuoteForm(form);
    if (!isEqual(typed, INITIAL_QUOTE_VALUES)) void setValues(typed, false);
    // A send already answered with a toast before the form was live: its inline errors too.
    if (takeEarlyAnswer()) {
      void setTouched(touchAll(typed), false);
      // The typed values are not the form's state yet: they are checked as they are.
      void validateForm(typed);
    }
  }, [setValues, setTouched, validateForm]);
  const shownQuote = useRef(initialValues);
  useEffect(() => {
    // Only a newly read quote refills the form, and never over the visitor's own edits.
    if (initialValues === shownQuote.current) return;
    shownQuote.current = initialValues;
    if (!dirty) resetForm({ values: initialValues });
  }, [initialValues, dirty, resetForm]);
  const perDay = values.modality === 'por_dias';
  const touched = useHeldDuringPress(formik.touched);
  const departureInput = useMemo(
    // Until the form's code comes, the page's first script keeps these limits (data-min).
    () => ({ min: today || undefined, 'data-min': 'today' }),
    [today],
  );
  const returnInput = useMemo(
    () => ({
      min: values.departureDate || today || undefined,
      'data-min': 'today',
      'data-min-after': fieldId('departureDate'),
    }),
    [values.departureDate, today],
  );
  const sent = useRef(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The spec's toast for its rules comes at once, from the same pure check the page uses
    // before the form is live: it waits neither for the schema's code nor for its verdict.
    const problem = quoteSubmitProblem(values);
    if (problem) dispatch(toastShown(problem.toast));
    // Without the schema's code (a lost connection), nothing is sent; the next send fetches it.
    const errors = await formik.validateForm().catch(() => null);
    if (!errors) return;
    if (!problem && Object.keys(errors).length === 0) {
      // Checked once: stored and off to /quote, without Formik's own second validation. A
      // second click while the page changes sends nothing more.
      if (sent.current) return;
      sent.current = true;
      dispatch(quoteSubmitted(formValuesToQuote(values)));
      navigate('/quote');
      return;
    }
    // Every inline error (the dates' order and the past only mark their fields), then the focus
    // on the first field to fix.
    void formik.setTouched(touchAll(values), false);
    const first = ['destination', 'modality', 'departureDate', 'returnDate']
      .concat(values.ages.map((_, index) => `ages[${index}]`))
      .find((name) => getIn(errors, name));
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const handleModalityChange = (event: ChangeEvent<HTMLInputElement>) => {
    formik.handleChange(event);
    if (event.target.value !== 'por_dias') {
      void setFieldValue('departureDate', '', false);
      void setFieldValue('returnDate', '', false);
    }
  };

  const handleTravellersChange = (event: ChangeEvent<HTMLInputElement>) => {
    const travelers = Number(event.target.value);
    void setFieldValue('travelers', travelers, false);
    // The spec empties every age when the number of travellers changes.
    void setFieldValue('ages', emptyAges(travelers), false);
    formik.setFieldTouched('ages', false, false);
  };

  const fieldProps = (name: string) =>
    ({
      id: fieldId(name),
      name,
      value: getIn(values, name) ?? '',
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: (getIn(touched, name) && getIn(formik.errors, name)) || undefined,
    }) satisfies Partial<FormFieldProps>;

  return (
    <Box
      component="form"
      id={QUOTE_FORM_ID}
      noValidate
      onSubmit={handleSubmit}
      aria-label="Cotiza tu seguro de viaje"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <FormField
        {...fieldProps('destination')}
        label="Destino"
        required
        options={DESTINATION_OPTIONS}
      />
      <FormField
        {...fieldProps('modality')}
        onChange={handleModalityChange}
        label="Modalidad"
        required
        options={MODALITY_OPTIONS}
      />
      <FormField
        {...fieldProps('departureDate')}
        type="date"
        label="Fecha de salida"
        required={perDay}
        disabled={!perDay}
        htmlInput={departureInput}
      />
      <FormField
        {...fieldProps('returnDate')}
        type="date"
        label="Fecha de regreso"
        required={perDay}
        disabled={!perDay}
        htmlInput={returnInput}
      />
      <FormField
        {...fieldProps('travelers')}
        onChange={handleTravellersChange}
        label="Número de viajeros"
        sx={WHOLE_ROW}
        options={TRAVELLER_OPTIONS}
      />
      <Box
        role="group"
        aria-label="Edades de los viajeros"
        sx={{
          gridColumn: '1 / -1',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
        }}
      >
        {values.ages.map((_, index) => (
          <FormField
            key={index}
            {...fieldProps(`ages[${index}]`)}
            label={`Edad del viajero ${index + 1}`}
            required
            autoComplete="off"
            htmlInput={AGE_INPUT}
          />
        ))}
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        {...QUOTE_PAGE_ON_INTENT}
        sx={{ gridColumn: '1 / -1', py: 1.5, fontSize: '1.05rem' }}
      >
        Ver Planes y Precios
      </Button>
    </Box>
  );
}

const isEqual = (a: QuoteFormValues, b: QuoteFormValues) => JSON.stringify(a) === JSON.stringify(b);

function touchAll(values: QuoteFormValues) {
  return {
    destination: true,
    modality: true,
    departureDate: true,
    returnDate: true,
    travelers: true,
    ages: values.ages.map(() => true),
  } as never;
}
