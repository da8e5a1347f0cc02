import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { getIn } from 'formik';
import { Fragment, memo, startTransition, useEffect, useState, type ChangeEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { NATIVE_CHOICE } from '../../components/nativeChoice';
import { HIDDEN_IN_PRINT } from '../../components/print';
import type { PricedPlan } from '../../domain/pricing';
import type { Quote } from '../../domain/quote';
import { agesCountOn } from '../../domain/travellerAge';
import { useFirstScreenDrawn } from '../../lib/firstScreen';
import { useInBrowser } from '../../lib/useInBrowser';
import { useNavigateAway } from '../../lib/useNavigateAway';
import { selectCheckoutBreakdown, selectCheckoutPlan } from '../quotePage/selectedPlanSlice';
import { selectLatestQuote } from '../quote/quoteSlice';
import OrderSummary from './OrderSummary';
import PaymentMethodChoice from './PaymentMethodChoice';
import TravellerFields from './TravellerFields';
import { useCheckoutForm } from './useCheckoutForm';

// A key press or a focus change re-renders the form's state holder (CheckoutForm): what does not
// change with the values is memoised or styled once, so that it draws the touched card alone
// (the sidebar's and the grids' styles, worked out again at every render, were a good part of
// the script of typing eight travellers' names).
const FormLayout = styled('form')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  alignItems: 'start',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: '1.7fr 1fr' },
  // On paper: the summary alone, without the form's fields and buttons.
  '@media print': { display: 'block' },
}));

const CardsColumn = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  ...HIDDEN_IN_PRINT,
}));

/** 'Usar el correo y el teléfono del Viajero 1 para todos'. */
const SharedContactToggle = memo(function SharedContactToggle({
  checked,
  onToggle,
}: {
  checked: boolean;
  onToggle: (shared: boolean) => void;
}) {
  return (
    <Box
      component="label"
      sx={{ display: 'flex', gap: 1.5, alignItems: 'center', fontWeight: 600 }}
    >
      <Box
        component="input"
        type="checkbox"
        checked={checked}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onToggle(event.target.checked)}
        sx={NATIVE_CHOICE}
      />
      Usar el correo y el teléfono del Viajero 1 para todos
    </Box>
  );
});

/** What the purchase's e-mail carries, to whom, how and why (Ley 29733), beside the pay button. */
export const CONFIRMATION_NOTICE =
  'Te enviaremos la confirmación de la compra (código, plan, viaje, total y los nombres y documentos de los viajeros) al correo del Viajero 1, mediante un servicio de envío de correos, para que la tengas a mano.';

/** The summary and the form's buttons, beside the cards (under them on a phone). */
const CheckoutSidebar = memo(function CheckoutSidebar({
  plan,
  quote,
}: {
  plan: PricedPlan;
  quote: Quote;
}) {
  const breakdown = useAppSelector(selectCheckoutBreakdown);
  const navigateAway = useNavigateAway();
  return (
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
      <Typography variant="body2" sx={{ color: 'text.secondary', ...HIDDEN_IN_PRINT }}>
        {CONFIRMATION_NOTICE}
      </Typography>
      <Button
        variant="text"
        startIcon={<ArrowBackIcon />}
        onClick={() => navigateAway('/quote')}
        sx={HIDDEN_IN_PRINT}
      >
        Volver a los planes
      </Button>
    </Box>
  );
});

/**
 * How many of `total` steps to draw: `first` at once, then one more in each render after, each
 * a transition of its own (time-sliced, so a key pressed meanwhile is answered first), so that a
 * family's form arrives a frame at a time.
 */
function useDrawnInSlices(total: number, first: number) {
  const [drawn, setDrawn] = useState(Math.min(first, total));
  useEffect(() => {
    if (drawn < total) startTransition(() => setDrawn(drawn + 1));
  }, [drawn, total]);
  return Math.min(drawn, total);
}

function CheckoutForm({ plan, quote }: { plan: PricedPlan; quote: Quote }) {
  const form = useCheckoutForm(plan, quote);
  const ageDay = agesCountOn(quote, form.today);
  // The form a part a frame, each part a transition: the first card (all of a phone's first
  // screen), the summary and the buttons (a phone shows them below the card), then each other
  // card. Eight cards in one commit made a frame far over a phone's budget, and even the first
  // card with the summary went over it; drawn in the render that reads storage, which React
  // cannot slice, the first card alone was a long task. The build's render draws them all, and
  // what follows them, for their styles.
  const step = useDrawnInSlices(
    form.travellers.length + 1,
    useInBrowser(() => 0, Infinity),
  );
  const drawn = step < 2 ? step : step - 1;
  const sidebarDrawn = step >= 2;
  useFirstScreenDrawn(sidebarDrawn && drawn === form.travellers.length);

  return (
    <FormLayout noValidate onSubmit={form.handleSubmit} aria-label="Datos de los viajeros">
      <CardsColumn>
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
              <SharedContactToggle checked={form.contactShared} onToggle={form.setContactShared} />
            )}
          </Fragment>
        ))}
        {/* After the last card, once every card is drawn: nothing above it moves it later. */}
        {sidebarDrawn && drawn === form.travellers.length && (
          <PaymentMethodChoice
            value={form.payment}
            totalSoles={form.totalSoles}
            onChange={form.setPayment}
          />
        )}
      </CardsColumn>
      {sidebarDrawn && <CheckoutSidebar plan={plan} quote={quote} />}
    </FormLayout>
  );
}

/**
 * What /checkout shows under its heading (CheckoutPageFrame) once storage is read: the form for
 * the stored quote and plan, or, when either is missing, the way back to /.
 */
export default function CheckoutPage() {
  const quote = useAppSelector(selectLatestQuote);
  const plan = useAppSelector(selectCheckoutPlan);
  const sentHome = !quote || !plan;
  // Its first screen is the form, once drawn (CheckoutForm); sent to /, it has none.
  useFirstScreenDrawn(sentHome);
  if (sentHome) return <Navigate to="/" replace />;
  // A new quote (kept in another tab) is a new form: its own travellers, never the last one's.
  return <CheckoutForm key={quote.timestamp} plan={plan} quote={quote} />;
}
