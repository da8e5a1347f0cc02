import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Activity, startTransition, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import ExchangeRateNote from '../../components/ExchangeRateNote';
import PageHeading from '../../components/PageHeading';
import { HIDDEN_IN_PRINT } from '../../components/print';
import type { PricedPlan } from '../../domain/pricing';
import { pageOpenedAt } from '../../islands/island';
import { usePageCodeWhenIdle } from '../../lib/pageCode';
import { selectLatestQuote } from '../quote/quoteSlice';
import CompareBar from './CompareBar';
import HiddenPlansNotice from './HiddenPlansNotice';
import PlanCard from './PlanCard';
import PlanListTools from './PlanListTools';
import { selectOrderedPlans, selectPriceBreakdowns } from './planViewSlice';
import { QuotePageFrame, SearchScreen } from './QuotePageFrame';
import { searchTimeLeft } from './searchTime';
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

/** The quote (its timestamp) whose plans this page has shown: a return to them searches again. */
let plansShownFor: string | undefined;

export default function QuotePage() {
  const quote = useAppSelector(selectLatestQuote);
  const plans = useAppSelector(selectOrderedPlans);
  const breakdowns = useAppSelector(selectPriceBreakdowns);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searching, setSearching] = useState(true);
  usePageCodeWhenIdle('checkout', !searching && plans.length > 0);

  const sentAt = quote?.timestamp;
  useEffect(() => {
    if (!sentAt) return undefined;
    // The plans render as a transition, in slices: the page answers taps while they come.
    const done = () => {
      plansShownFor = sentAt;
      startTransition(() => setSearching(false));
    };
    const page = { openedAt: pageOpenedAt(), plansShown: plansShownFor === sentAt };
    const timer = setTimeout(done, searchTimeLeft(sentAt, Date.now(), page));
    return () => clearTimeout(timer);
  }, [sentAt]);

  if (!quote) return <Navigate to="/" replace />;

  const choose = (plan: PricedPlan) => {
    dispatch(planChosen(plan));
    navigate('/checkout');
  };
  const modify = (
    <Button
      variant="outlined"
      startIcon={<EditIcon />}
      onClick={() => navigate('/')}
      sx={HIDDEN_IN_PRINT}
    >
      Modificar Cotización
    </Button>
  );

  const results = (
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
      {plans.length === 0 ? (
        <NoPlans />
      ) : (
        <>
          <HiddenPlansNotice />
          <PlanListTools quote={quote} />
          <Box sx={{ display: 'grid', gap: 3 }}>
            {plans.map((plan) => (
              <PlanCard
                key={plan.productName}
                plan={plan}
                priceBasis={priceBasisText(quote)}
                breakdown={breakdowns[plan.productName]}
                onChoose={choose}
              />
            ))}
          </Box>
          <Box sx={{ mt: 2 }}>
            <ExchangeRateNote />
          </Box>
          <CompareBar quote={quote} onChoose={choose} />
        </>
      )}
    </QuotePageFrame>
  );
  // The plans are drawn out of sight while the search screen shows, in the time its wait
  // leaves idle: when the search ends they need only be revealed.
  return (
    <>
      {searching && <SearchScreen />}
      <Activity mode={searching ? 'hidden' : 'visible'}>{results}</Activity>
    </>
  );
}
