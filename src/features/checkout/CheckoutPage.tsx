import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { getIn, useFormik } from 'formik';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { HIDDEN_IN_PRINT } from '../../components/print';
import { localToday } from '../../domain/dates';
import type { PricedPlan } from '../../domain/pricing';
import type { Quote } from '../../domain/quote';
import { emptyTraveller } from '../../domain/traveller';
import { TOASTS } from '../../lib/toastMessages';
import { useHeldDuringPress } from '../../lib/useHeldDuringPress';
import { selectCheckoutBreakdown, selectCheckoutPlan } from '../plans/selectedPlanSlice';
import { selectLatestQuote } from '../quote/quoteSlice';
import { toastShown } from '../toast/toastSlice';
import { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from './checkoutDraft';
import { checkoutSchema, hasMissingField, type CheckoutValues } from './checkoutSchema';
import OrderSummary from './OrderSummary';
import { purchaseCompleted } from './purchaseSlice';
import TravellerFields, { travellerFieldId } from './TravellerFields';

const FIELD_ORDER = [
  'firstName',
  'lastName',
  'docType',
  'docNumber',
  'birthDate',
  'gender',
  'email',
  'phone',
];

function CheckoutForm({ plan, quote }: { plan: PricedPlan; quote: Quote }) {
  const dispatch = useAppDispatch();
  const breakdown = useAppSelector(selectCheckoutBreakdown);
  const navigate = useNavigate();
  const today = localToday();
  const [initialValues] = useState<CheckoutValues>(() => ({
    travelers:
      readCheckoutDraft(quote.travelers) ?? Array.from({ length: quote.travelers }, emptyTraveller),
  }));

  const formik = useFormik<CheckoutValues>({
    initialValues,
    validationSchema: checkoutSchema(today),
    onSubmit: (values) => {
      dispatch(
        purchaseCompleted({
          selectedPlan: plan,
          quoteData: quote,
          travelers: values.travelers,
          purchaseDate: new Date().toISOString(),
        }),
      );
      clearCheckoutDraft();
      navigate('/');
      dispatch(toastShown(TOASTS.purchaseSimulated));
    },
  });

  const { values } = formik;
  const touched = useHeldDuringPress(formik.touched);
  useEffect(() => {
    saveCheckoutDraft(values.travelers);
  }, [values.travelers]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      if (hasMissingField(errors)) dispatch(toastShown(TOASTS.incompleteTravellers));
      formik.setTouched(
        {
          travelers: values.travelers.map(() =>
            Object.fromEntries(FIELD_ORDER.map((field) => [field, true])),
          ),
        } as never,
        false,
      );
      const first = values.travelers
        .flatMap((_, index) => FIELD_ORDER.map((field) => [index, field] as const))
        .find(([index, field]) => getIn(errors, `travelers[${index}].${field}`));
      if (first) document.getElementById(travellerFieldId(...first))?.focus();
      return;
    }
    await formik.submitForm();
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
        {values.travelers.map((_, index) => (
          <TravellerFields
            key={index}
            index={index}
            formik={formik}
            touched={touched}
            today={today}
          />
        ))}
      </Box>
      <Box sx={{ position: { md: 'sticky' }, top: { md: 88 }, display: 'grid', gap: 2 }}>
        <OrderSummary plan={plan} quote={quote} breakdown={breakdown} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<LockIcon />}
          disabled={formik.isSubmitting}
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
