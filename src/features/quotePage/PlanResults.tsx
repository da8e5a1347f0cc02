// The plans of /quote, what its search screen gives way to: drawn out of sight during the
// search (./QuotePage), then revealed as they are.
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode, useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { drawnNearTheScreen } from '../../components/drawnNearTheScreen';
import ExchangeRateNote from '../../components/ExchangeRateNote';
import PageHeading from '../../components/PageHeading';
import { HIDDEN_IN_PRINT } from '../../components/print';
import type { PricedPlan } from '../../domain/pricing';
import type { Quote } from '../../domain/quote';
import { euroRateText, SCHENGEN_DESTINATION } from '../../domain/schengen';
import { EURO_RATE } from '../../lib/euros';
import { afterNextPaint } from '../../lib/scheduling';
import { useNavigateAway } from '../../lib/useNavigateAway';
import CompareBar from './CompareBar';
import HiddenPlansNotice from './HiddenPlansNotice';
import OtherInsurersNotice from './OtherInsurersNotice';
import PlanCard from './PlanCard';
import PlanListTools from './PlanListTools';
import { selectOrderedPlans, selectPriceBreakdowns } from './planViewSlice';
import { QuotePageFrame } from './QuotePageFrame';
import { planChosen } from './selectedPlanSlice';
import { priceBasisText, travellersText, tripText } from './tripSummary';

function NoPlans() {
  return (
    <Card sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        No encontramos planes disponibles
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Los planes disponibles dependen de la edad del viajero mayor:
      </Typography>
      <Box component="ul" sx={{ textAlign: 'left', display: 'inline-block', m: 0, mb: 2 }}>
        <li>Hasta 69 años: todos los planes.</li>
        <li>De 70 a 74 años: todos los planes excepto AC 1M.</li>
        <li>De 75 a 99 años: solo AC 60 y AC 35.</li>
      </Box>
      <Typography sx={{ color: 'text.secondary' }}>
        Cada edad debe estar entre 1 y 99 años. Revisa las edades de tu cotización.
      </Typography>
    </Card>
  );
}

/**
 * The cards one under the other. From the second on, a card is laid out only near the screen:
 * when the search ends, the whole page is laid out at once, and each card laid out there for
 * nothing made that frame longer on a phone. Styled on the list, not the cards: a new order of
 * the plans draws no card again.
 */
const PLAN_LIST = {
  display: 'grid',
  gap: 3,
  '& > article:nth-of-type(n+2)': drawnNearTheScreen({ xs: 490, sm: 400, md: 215 }),
} as const;

/**
 * The list in the reveal's first frame, which draws the page above it: its cards come in the
 * next one. Laid out at once, the heading, the notices and the cards made a frame long enough to
 * hold a tap back on a phone; apart, each frame stays short. The list keeps room for its cards
 * meanwhile, so nothing below it shows and then moves away.
 */
const PLAN_LIST_COMING = {
  ...PLAN_LIST,
  contentVisibility: 'hidden',
  containIntrinsicSize: 'auto 100vh',
} as const;

function PlanList({ children }: { children: ReactNode }) {
  const [cardsDrawn, setCardsDrawn] = useState(false);
  // Effects wait for the reveal (./QuotePage's Activity): the cards come a frame after it.
  useEffect(() => afterNextPaint(() => setCardsDrawn(true)), []);
  return (
    <Box sx={cardsDrawn ? PLAN_LIST : PLAN_LIST_COMING} aria-busy={!cardsDrawn || undefined}>
      {children}
    </Box>
  );
}

/**
 * The count, the plans and their tools for `quote`. Memoised: the search's end re-renders
 * QuotePage, and the plans drawn out of sight must then only be revealed, not drawn again
 * (a quarter of a second on a phone).
 */
const PlanResults = memo(function PlanResults({ quote }: { quote: Quote }) {
  const plans = useAppSelector(selectOrderedPlans);
  const toSchengen = quote.destination === SCHENGEN_DESTINATION;
  const breakdowns = useAppSelector(selectPriceBreakdowns);
  const dispatch = useAppDispatch();
  const navigateAway = useNavigateAway();
  const choose = useCallback(
    (plan: PricedPlan) => {
      dispatch(planChosen(plan));
      navigateAway('/checkout');
    },
    [dispatch, navigateAway],
  );
  const modify = (
    <Button
      variant="outlined"
      startIcon={<EditIcon />}
      onClick={() => navigateAway('/')}
      sx={HIDDEN_IN_PRINT}
    >
      Modificar Cotización
    </Button>
  );

  return (
    <QuotePageFrame>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          mb: 4,
        }}
      >
        <Box>
          <PageHeading sx={{ mb: 1 }}>
            {plans.length === 1 ? '1 opción' : `${plans.length} opciones`} para tu viaje a{' '}
            {quote.destination}
          </PageHeading>
          <Typography sx={{ color: 'text.secondary' }}>
            {tripText(quote)} · {travellersText(quote)} ({quote.ages.join(', ')} años)
          </Typography>
        </Box>
        {modify}
      </Box>
      <OtherInsurersNotice quote={quote} />
      {plans.length === 0 ? (
        <NoPlans />
      ) : (
        <>
          <HiddenPlansNotice />
          <PlanListTools quote={quote} />
          <PlanList>
            {plans.map((plan) => (
              <PlanCard
                key={plan.productName}
                plan={plan}
                priceBasis={priceBasisText(quote)}
                breakdown={breakdowns[plan.productName]}
                toSchengen={toSchengen}
                onChoose={choose}
              />
            ))}
          </PlanList>
          <Box sx={{ mt: 2 }}>
            <ExchangeRateNote />
            {toSchengen && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {euroRateText(EURO_RATE.eurosPerDollar, EURO_RATE.date)}
              </Typography>
            )}
          </Box>
          <CompareBar quote={quote} onChoose={choose} />
        </>
      )}
    </QuotePageFrame>
  );
});

export default PlanResults;
