import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import { getIn } from 'formik';
import { Fragment, memo, type ChangeEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { HIDDEN_IN_PRINT } from '../../components/print';
import type { PricedPlan } from '../../domain/pricing';
import type { Quote } from '../../domain/quote';
import { agesCountOn } from '../../domain/travellerAge';
import { useDrawnInSlices } from '../../lib/useDrawnInSlices';
import { selectCheckoutBreakdown, selectCheckoutPlan } from '../plans/selectedPlanSlice';
import { selectLatestQuote } from '../quote/quoteSlice';
import OrderSummaryCard from './OrderSummary';
import TravellerFields from './TravellerFields';
import { useCheckoutForm } from './useCheckoutForm';

// The summary does not change while the visitor types.
const OrderSummary = memo(OrderSummaryCard);

const CHECKBOX_STYLE = {
  width: 20,
  height: 20,
  m: 0,
  flexShrink: 0,
  accentColor: (theme: Theme) => theme.palette.primary.main,
};

function CheckoutForm({ plan, quote }: { plan: PricedPlan; quote: Quote }) {
  const breakdown = useAppSelector(selectCheckoutBreakdown);
  const navigate = useNavigate();
  const form = useCheckoutForm(plan, quote);
  const ageDay = agesCountOn(quote, form.today);
  // The first card (all of a phone's first screen), then the rest a frame each: eight cards in
  // one commit made a frame of 250-350 ms on a phone at 4x CPU, two still one of 110-135 ms.
  const drawn = useDrawnInSlices(form.travellers.length, 1);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
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
        {form.travellers.slice(0, drawn).map((traveller, index) => (
          <Fragment key={index}>
            <TravellerFields
              index={index}
              traveller={traveller}
              errors={getIn(form.errors, `travelers[${index}]`)}
              touched={getIn(form.touched, `travelers[${index}]`)}
              onChange={form.onChange}
              onBlur={form.onBlur}
              today={form.today}
              quotedAge={quote.ages[index] ?? ''}
              agesCountOn={ageDay}
              contactShared={form.contactShared && index > 0}
            />
            {index === 0 && quote.travelers > 1 && (
              <Box
                component="label"
                sx={{ display: 'flex', gap: 1.5, alignItems: 'center', fontWeight: 600 }}
              >
                <Box
                  component="input"
                  type="checkbox"
                  checked={form.contactShared}
                  onChange={(event: ChangeEvent<HTMLInputElement>) =>
                    form.setContactShared(event.target.checked)
                  }
                  sx={CHECKBOX_STYLE}
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
