import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { getIn, useFormik } from 'formik';
import { useEffect, useMemo, useRef, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import DateField from '../../components/DateField';
import FormField, { type FormFieldProps } from '../../components/FormField';
import {
  DESTINATIONS,
  MAX_TRAVELLERS,
  MIN_TRAVELLERS,
  MODALITIES,
  MODALITY_LABELS,
} from '../../domain/catalogue';
import { localToday } from '../../domain/dates';
import { usePageCodeOnIntent } from '../../lib/pageCode';
import { useHeldDuringPress } from '../../lib/useHeldDuringPress';
import { useInBrowser } from '../../lib/useInBrowser';
import { toastShown } from '../toast/toastSlice';
import {
  emptyAges,
  formValuesToQuote,
  INITIAL_QUOTE_VALUES,
  QUOTE_FORM_ID,
  quoteFieldId,
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
// The modality always holds one of these (no placeholder), so its select is not marked
// required: HTML asks a required select for an empty first option.
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
// The limits themselves are set by the page's inline script (./dateLimits.js), never by a
// render: a date field loses what is being typed into it whenever its min is set.
const DEPARTURE_INPUT = { 'data-min': 'today' };
const RETURN_INPUT = { 'data-min': 'today', 'data-min-after': quoteFieldId('departureDate') };

// Yup is fetched the first time the form is checked, not with the landing page.
const validateQuoteForm = async (values: QuoteFormValues, today: string) =>
  (await import(/* webpackChunkName: "quote-schema" */ './quoteSchema')).validateQuoteForm(
    values,
    today,
  );

/** The hero's quote form: a valid quote is stored and the visitor goes to /quote. */
export default function QuoteForm() {
  const dispatch = useAppDispatch();
  const quotePageOnIntent = usePageCodeOnIntent('quote');
  const navigate = useNavigate();
  // Hydrating the prerendered (empty) form, even after storage was read: the stored quote
  // comes a render later, like any quote read after the form showed.
  const readQuote = useAppSelector(selectLatestQuote);
  const storedQuote = useInBrowser(() => readQuote, null);
  // 'Modificar Cotización' comes back here: the form shows the stored quote once it is read.
  const initialValues = useMemo(() => quoteToFormValues(storedQuote), [storedQuote]);

  const formik = useFormik<QuoteFormValues>({
    initialValues,
    validate: (values) => validateQuoteForm(values, localToday()),
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
    if (first) document.getElementById(quoteFieldId(first))?.focus();
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
      id: quoteFieldId(name),
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
        options={MODALITY_OPTIONS}
      />
      <DateField
        {...fieldProps('departureDate')}
        label="Fecha de salida"
        required={perDay}
        disabled={!perDay}
        htmlInput={DEPARTURE_INPUT}
      />
      <DateField
        {...fieldProps('returnDate')}
        label="Fecha de regreso"
        required={perDay}
        disabled={!perDay}
        htmlInput={RETURN_INPUT}
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
        {...quotePageOnIntent}
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
