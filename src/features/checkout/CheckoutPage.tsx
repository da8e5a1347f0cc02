import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import { getIn, useFormik } from 'formik';
import {
  Fragment,
  memo,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
} from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { HIDDEN_IN_PRINT } from '../../components/print';
import { localToday } from '../../domain/dates';
import type { PricedPlan } from '../../domain/pricing';
import type { Quote } from '../../domain/quote';
import { emptyTraveller } from '../../domain/traveller';
import { agesCountOn } from '../../domain/travellerAge';
import { formErrors } from '../../lib/formErrors';
import { TOASTS } from '../../lib/toastMessages';
import { useHeldDuringPress } from '../../lib/useHeldDuringPress';
import { selectCheckoutBreakdown, selectCheckoutPlan } from '../plans/selectedPlanSlice';
import { selectLatestQuote } from '../quote/quoteSlice';
import { afterNextPaint } from '../../lib/afterNextPaint';
import { toastShown } from '../toast/toastSlice';
import { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from './checkoutDraft';
import {
  checkoutSchema,
  firstTravellerError,
  hasMissingField,
  TRAVELLER_FIELD_ORDER,
  travellerFieldError,
  type CheckoutValues,
} from './checkoutSchema';
import OrderSummaryCard from './OrderSummary';
import { purchaseCompleted } from './purchaseSlice';
import TravellerFields, { travellerFieldId } from './TravellerFields';

// The summary does not change while the visitor types.
const OrderSummary = memo(OrderSummaryCard);

/** The draft is written once typing pauses, or as the page goes, not on every key. */
const DRAFT_SAVE_DELAY_MS = 400;

function CheckoutForm({ plan, quote }: { plan: PricedPlan; quote: Quote }) {
  const dispatch = useAppDispatch();
  const breakdown = useAppSelector(selectCheckoutBreakdown);
  const navigate = useNavigate();
  const today = localToday();
  const [initialValues] = useState<CheckoutValues>(() => ({
    travelers:
      readCheckoutDraft(quote.travelers) ?? Array.from({ length: quote.travelers }, emptyTraveller),
  }));

  const schema = useMemo(() => checkoutSchema(today), [today]);
  const purchased = useRef(false);

  const completePurchase = ({ travelers }: CheckoutValues) => {
    // A double click buys once.
    if (purchased.current) return;
    purchased.current = true;
    dispatch(
      purchaseCompleted({
        selectedPlan: plan,
        quoteData: quote,
        travelers,
        purchaseDate: new Date().toISOString(),
      }),
    );
    clearCheckoutDraft();
    navigate('/');
    dispatch(toastShown(TOASTS.purchaseSimulated));
  };
  // Checked field by field as the visitor types (check below), the whole form once on a send
  // (handleSubmit): Formik keeps the values, errors and touched fields.
  const formik = useFormik<CheckoutValues>({
    initialValues,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: completePurchase,
  });

  const { values, handleChange, handleBlur, setFieldValue, setFieldError } = formik;
  const touched = useHeldDuringPress(formik.touched);

  // One field is checked, not every traveller's: a key press costs the same for eight.
  const check = useCallback(
    (path: string, value: string) => setFieldError(path, travellerFieldError(schema, path, value)),
    [schema, setFieldError],
  );
  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      handleChange(event);
      check(event.target.name, event.target.value);
    },
    [handleChange, check],
  );
  const onBlur = useCallback(
    (event: FocusEvent) => {
      handleBlur(event);
      const field = event.target as HTMLInputElement;
      check(field.name, field.value);
    },
    [handleBlur, check],
  );

  // 'Usar el correo y el teléfono del Viajero 1 para todos': while ticked, the others follow.
  const [contactShared, setContactShared] = useState(false);
  const { email, phone } = values.travelers[0]!;
  useEffect(() => {
    if (!contactShared) return;
    for (let index = 1; index < quote.travelers; index += 1) {
      for (const [field, value] of [
        ['email', email],
        ['phone', phone],
      ] as const) {
        const path = `travelers[${index}].${field}`;
        void setFieldValue(path, value, false);
        check(path, value);
      }
    }
  }, [contactShared, email, phone, quote.travelers, setFieldValue, check]);

  // After the purchase nothing is written again: the draft is gone with it.
  const latestTravellers = useRef(values.travelers);
  const saveDraft = useCallback(() => {
    if (!purchased.current) saveCheckoutDraft(latestTravellers.current);
  }, []);
  useEffect(() => {
    latestTravellers.current = values.travelers;
    const timer = setTimeout(saveDraft, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values.travelers, saveDraft]);
  useEffect(() => {
    window.addEventListener('pagehide', saveDraft);
    return () => {
      window.removeEventListener('pagehide', saveDraft);
      saveDraft();
    };
  }, [saveDraft]);
  const ageDay = agesCountOn(quote, today);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const first = firstTravellerError(schema, values.travelers);
    if (first) {
      // The toast comes first, then the focus, a frame later (it scrolls the page up to the
      // field), then every card's errors, rendered in slices: in one piece, eight travellers'
      // validation and errors took 300 ms of a phone's frame. A format error before any empty
      // field needs the whole form to know whether something is missing too.
      const errors = first.missing ? null : formErrors(schema, values);
      if (first.missing || (errors && hasMissingField(errors))) {
        dispatch(toastShown(TOASTS.incompleteTravellers));
      }
      afterNextPaint(() => {
        document.getElementById(travellerFieldId(first.index, first.field))?.focus();
        afterNextPaint(() =>
          startTransition(() => {
            formik.setErrors(errors ?? formErrors(schema, values));
            formik.setTouched(
              {
                travelers: values.travelers.map(() =>
                  Object.fromEntries(TRAVELLER_FIELD_ORDER.map((field) => [field, true])),
                ),
              } as never,
              false,
            );
          }),
        );
      });
      return;
    }
    completePurchase(values);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      aria-label="Datos de los viajeros"
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { md: '1.7fr 1fr' },
        alignItems: 'start',
        // On paper: the summary alone, without the form's fields and buttons.
        '@media print': { display: 'block' },
      }}
    >
      <Box sx={{ display: 'grid', gap: 3, ...HIDDEN_IN_PRINT }}>
        {values.travelers.map((traveller, index) => (
          <Fragment key={index}>
            <TravellerFields
              index={index}
              traveller={traveller}
              errors={getIn(formik.errors, `travelers[${index}]`)}
              touched={getIn(touched, `travelers[${index}]`)}
              onChange={onChange}
              onBlur={onBlur}
              today={today}
              quotedAge={quote.ages[index] ?? ''}
              agesCountOn={ageDay}
              contactShared={contactShared && index > 0}
            />
            {index === 0 && quote.travelers > 1 && (
              <Box
                component="label"
                sx={{ display: 'flex', gap: 1.5, alignItems: 'center', fontWeight: 600 }}
              >
                <Box
                  component="input"
                  type="checkbox"
                  checked={contactShared}
                  onChange={(event: ChangeEvent<HTMLInputElement>) =>
                    setContactShared(event.target.checked)
                  }
                  sx={{
                    width: 20,
                    height: 20,
                    m: 0,
                    flexShrink: 0,
                    accentColor: (theme: Theme) => theme.palette.primary.main,
                  }}
                />
                Usar el correo y el teléfono del Viajero 1 para todos
              </Box>
            )}
          </Fragment>
        ))}
      </Box>
      <Box sx={{ position: { md: 'sticky' }, top: { md: 88 }, display: 'grid', gap: 2 }}>
        <OrderSummary plan={plan} quote={quote} breakdown={breakdown} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<LockIcon />}
          sx={{ py: 1.5, ...HIDDEN_IN_PRINT }}
        >
          Pagar de forma segura
        </Button>
        <Button
          variant="text"
          startIcon={<ArrowBackIcon />}
          onClick={() => navigate('/quote')}
          sx={HIDDEN_IN_PRINT}
        >
          Volver a los planes
        </Button>
      </Box>
    </Box>
  );
}

/**
 * What /checkout shows under its heading (CheckoutPageFrame) once storage is read: the form for
 * the stored quote and plan, or, when either is missing, the way back to /.
 */
export default function CheckoutPage() {
  const quote = useAppSelector(selectLatestQuote);
  const plan = useAppSelector(selectCheckoutPlan);
  if (!quote || !plan) return <Navigate to="/" replace />;
  return <CheckoutForm plan={plan} quote={quote} />;
}
