import { Activity, startTransition, useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { useFirstScreenDrawn } from '../../lib/firstScreen';
import { usePageCodeWhenIdle } from '../../lib/pageCode';
import { loadCheckoutPageAhead } from '../checkout/loadCheckoutPage';
import { useAddressOfTheTrip, useQuoteFromLink } from '../quote/useQuoteLink';
import PlanResults from './PlanResults';
import { selectOrderedPlans } from './planViewSlice';
import { SearchScreen } from './QuotePageFrame';
import { pageOpenedAt, searchPaintedWithThePage, searchTimeLeft } from './searchTime';

/** The quote (its timestamp) whose plans this page has shown: a return to them searches again. */
let plansShownFor: string | undefined;

export default function QuotePage() {
  const { quote, refused } = useQuoteFromLink(pageOpenedAt());
  const plans = useAppSelector(selectOrderedPlans);
  const [searching, setSearching] = useState(true);
  usePageCodeWhenIdle(loadCheckoutPageAhead, !searching && plans.length > 0);
  useAddressOfTheTrip(quote, !searching);
  // Its first screen is the plans, once revealed (PlanResults); sent elsewhere, it has none.
  useFirstScreenDrawn(refused !== null || !quote);

  const sentAt = quote?.timestamp;
  useEffect(() => {
    if (!sentAt) return undefined;
    // The plans render as a transition, in slices: the page answers taps while they come.
    const done = () => {
      plansShownFor = sentAt;
      startTransition(() => setSearching(false));
    };
    const page = {
      openedAt: pageOpenedAt(),
      searchPaintedAt: searchPaintedWithThePage(),
      plansShown: plansShownFor === sentAt,
    };
    const timer = setTimeout(done, searchTimeLeft(sentAt, Date.now(), page));
    return () => clearTimeout(timer);
  }, [sentAt]);

  if (refused) return <Navigate to="/" replace state={refused} />;
  if (!quote) return <Navigate to="/" replace />;

  // The plans are drawn out of sight while the search screen shows, in the time its wait
  // leaves idle: when the search ends they need only be revealed.
  return (
    <>
      {searching && <SearchScreen />}
      <Activity mode={searching ? 'hidden' : 'visible'}>
        <PlanResults quote={quote} />
      </Activity>
    </>
  );
}
