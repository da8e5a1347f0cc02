import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import PageHeading from '../../components/PageHeading';
import SiteBar from '../../components/SiteBar';
import ComplaintsBookButton from '../complaints/ComplaintsBookButton';
import { HIDDEN_IN_PRINT, PrintOnA4 } from '../../components/print';
import PageColumn from '../../components/PageColumn';

/**
 * /checkout's bar, heading and column, around the form. It needs neither storage nor the form's
 * code, so checkout.html carries it prerendered and it is on view from the first paint.
 */
export default function CheckoutPageFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteBar actions={<ComplaintsBookButton inBar />} />
      <PageColumn component="main" sx={{ py: { xs: 4, md: 6 }, pb: 12 }}>
        <PrintOnA4 />
        <PageHeading sx={{ mb: 1, ...HIDDEN_IN_PRINT }}>
          Completa los datos de los viajeros
        </PageHeading>
        <Typography sx={{ color: 'text.secondary', mb: 4, ...HIDDEN_IN_PRINT }}>
          Usa los datos tal como figuran en el documento de identidad de cada viajero.
        </Typography>
        {children}
      </PageColumn>
    </>
  );
}
