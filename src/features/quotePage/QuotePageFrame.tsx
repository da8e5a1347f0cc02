import type { ReactNode } from 'react';
import PageLoading from '../../components/PageLoading';
import SiteBar from '../../components/SiteBar';
import ComplaintsBookButton from '../complaints/ComplaintsBookButton';
import { PrintOnA4 } from '../../components/print';
import { LOADING_MESSAGE } from './quoteLoading';
import PageColumn from '../../components/PageColumn';

/**
 * /quote's bar and main column, whatever it shows: one frame from the first paint to the plans,
 * so that the search's end draws only the column's content, not the bar again.
 */
export function QuotePageFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteBar actions={<ComplaintsBookButton inBar />} />
      <PrintOnA4 />
      <PageColumn component="main" sx={{ py: { xs: 4, md: 6 }, pb: 12 }}>
        {children}
      </PageColumn>
    </>
  );
}

/**
 * The spec's search screen, inside /quote's frame. Also what /quote shows while its code and
 * storage load, and what quote.html carries prerendered: the screen is on view from the first
 * paint, unchanged until the plans replace it.
 */
export function SearchScreen() {
  return <PageLoading message={LOADING_MESSAGE} />;
}
