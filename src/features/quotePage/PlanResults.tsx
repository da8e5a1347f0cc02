// The plans of /quote, what its search screen gives way to: drawn out of sight during the
// search (./QuotePage), then revealed a part a frame.
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode, useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { drawnNearTheScreen } from '../../components/drawnNearTheScreen';
import ExchangeRateNote from '../../components/ExchangeRateNote';
import PageHeading from '../../components/PageHeading';
import { HIDDEN_IN_PRINT } from '../../components/print';
import type { PricedPlan } from '../../domain/pricing';
import type { Quote } from '../../domain/quote';
import { euroRateText, SCHENGEN_DESTINATION } from '../../domain/schengen';
import { EURO_RATE } from '../../lib/euros';
import { useFirstScreenDrawn } from '../../lib/firstScreen';
import { afterNextPaint } from '../../lib/scheduling';
import { useNavigateAway } from '../../lib/useNavigateAway';
import CompareBar from './CompareBar';
import HiddenPlansNotice from './HiddenPlansNotice';
import OtherInsurersNotice from './OtherInsurersNotice';
import PlanCard from './PlanCard';
import PlanListTools from './PlanListTools';
import { selectOrderedPlans, selectPriceBreakdowns } from './planViewSlice';
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
 * The reveal draws the page in parts, a frame each, in this order: the heading, then the notices
 * and tools, then the first card, then the other cards. Drawn at once, they made frames long
 * enough to hold a tap back on a phone; apart, each frame stays short. A part still to come is
 * neither styled nor laid out (`content-visibility: hidden`) and keeps room for itself, so
 * nothing below it shows and then moves away. Each part's styles hold both of its states, so
 * that a step only sets an attribute and brings no new style rules (a sheet more to check).
 */
const REVEAL_STEPS = ['heading', 'tools', 'first card', 'other cards'] as const;
type RevealStep = (typeof REVEAL_STEPS)[number];

/**
 * The index in REVEAL_STEPS of the step drawn now: the reveal's own frame draws the heading, each
 * next frame one part more.
 */
function useRevealStep(): number {
  const [drawn, setDrawn] = useState(0);
  // Effects wait for the reveal (./QuotePage's Activity): the first step is its own frame.
  useEffect(() => {
    if (drawn < REVEAL_STEPS.length - 1) afterNextPaint(() => setDrawn(drawn + 1));
  }, [drawn]);
  useFirstScreenDrawn(drawn === REVEAL_STEPS.length - 1);
  return drawn;
}

/** The attribute a part carries while it waits, naming the next step it waits for. */
const COMING = 'data-coming';
const toCome = (room: string) =>
  ({ contentVisibility: 'hidden', containIntrinsicSize: `auto ${room}` }) as const;

/** A part of the page that the reveal draws in `steps` (its styles say how, by `data-coming`). */
function RevealedPart({
  drawn,
  steps,
  sx,
  children,
}: {
  drawn: number;
  steps: readonly RevealStep[];
  sx: SxProps<Theme>;
  children: ReactNode;
}) {
  const coming = steps.find((step) => REVEAL_STEPS.indexOf(step) > drawn);
  return (
    <Box sx={sx} {...{ [COMING]: coming }} aria-busy={coming !== undefined || undefined}>
      {children}
    </Box>
  );
}

/** The notices and tools above the cards. */
const TOOLS = { [`&[${COMING}]`]: toCome('12rem') } as const;

/**
 * The cards one under the other. From the second on, a card is laid out only near the screen:
 * each card laid out for nothing made the reveal's frames longer on a phone. Styled on the list,
 * not the cards: a new order of the plans draws no card again.
 */
const PLAN_LIST = {
  display: 'grid',
  gap: 3,
  '& > article:nth-of-type(n+2)': drawnNearTheScreen({ xs: 490, sm: 400, md: 215 }),
  [`&[${COMING}="first card"]`]: toCome('100vh'),
  [`&[${COMING}="other cards"] > article:nth-of-type(n+2)`]: { contentVisibility: 'hidden' },
} as const;

/**
 * The notices and tools, then the cards, drawn by the reveal's one count: no part can lag behind
 * the other, so the first screen is said drawn only once both are. Their contents are elements
 * PlanResults made, so a step draws these two parts again, not what is in them.
 */
function PlansRevealed({ tools, cards }: { tools: ReactNode; cards: ReactNode }) {
  const drawn = useRevealStep();
  return (
    <>
      <RevealedPart drawn={drawn} steps={['tools']} sx={TOOLS}>
        {tools}
      </RevealedPart>
      <RevealedPart drawn={drawn} steps={['first card', 'other cards']} sx={PLAN_LIST}>
        {cards}
      </RevealedPart>
    </>
  );
}

/**
 * The count, the plans and their tools for `quote`. Memoised: the search's end re-renders
 * QuotePage, and the plans drawn out of sight must then only be revealed, not drawn again
 * (a quarter of a second on a phone).
 */
const PlanResults = memo(function PlanResults({ quote }: { quote: Quote }) {
  const plans = useAppSelector(selectOrderedPlans);
  // Its effects run once revealed: with no plan, the heading and the notice are the screen, at
  // once; with plans, their reveal's last step says it (useRevealStep).
  useFirstScreenDrawn(plans.length === 0);
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
    <>
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
      {plans.length === 0 ? (
        <>
          <OtherInsurersNotice quote={quote} />
          <NoPlans />
        </>
      ) : (
        <>
          <PlansRevealed
            tools={
              <>
                <OtherInsurersNotice quote={quote} />
                <HiddenPlansNotice />
                <PlanListTools quote={quote} />
              </>
            }
            cards={plans.map((plan) => (
              <PlanCard
                key={plan.productName}
                plan={plan}
                priceBasis={priceBasisText(quote)}
                breakdown={breakdowns[plan.productName]}
                toSchengen={toSchengen}
                onChoose={choose}
              />
            ))}
          />
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
    </>
  );
});

export default PlanResults;
