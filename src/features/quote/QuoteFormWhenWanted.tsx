import Box from '@mui/material/Box';
import { lazy, memo, Suspense, useEffect } from 'react';
import { useAppSelector } from '../../app/hooks';
import { quoteFormWanted, wantQuoteForm } from './quoteFormUse';
import { selectLatestQuote } from './quoteSlice';

const QuoteForm = lazy(() =>
  quoteFormWanted().then(() => import(/* webpackChunkName: "quote-form" */ './QuoteForm')),
);

/**
 * The boundary React hydrates later. Memoized: an update reaching a boundary still waiting for
 * its code makes React drop the prerendered form for the fallback until the code comes, so the
 * page's own re-renders (sections arriving, storage read) must stop here.
 */
const DeferredQuoteForm = memo(function DeferredQuoteForm() {
  return (
    <Suspense fallback={<Box aria-busy="true" sx={{ minHeight: 420 }} />}>
      <QuoteForm />
    </Suspense>
  );
});

/**
 * The hero's quote form, hydrated when wanted (./quoteFormUse); until then React leaves the
 * prerendered form as it is. Rendered afresh (back from /quote), it shows once its code is in.
 */
export default function QuoteFormWhenWanted() {
  const storedQuote = useAppSelector(selectLatestQuote);
  // A stored quote is shown in the form ('Modificar Cotización', a return visit).
  useEffect(() => {
    if (storedQuote) wantQuoteForm();
  }, [storedQuote]);
  return <DeferredQuoteForm />;
}
