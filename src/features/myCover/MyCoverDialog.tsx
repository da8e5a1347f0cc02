import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { HIDDEN_IN_PRINT } from '../../components/print';
import PrintableDialog from '../../components/PrintableDialog';
import ExchangeRateNote from '../../components/ExchangeRateNote';
import SummaryRow from '../../components/SummaryRow';
import { PRICING_INSURER } from '../../domain/catalogue';
import { purchaseDay } from '../../domain/coverPeriod';
import { formatCalendarDate } from '../../domain/dates';
import type { Purchase } from '../../domain/purchase';
import { fullName } from '../../domain/traveller';
import EmergencyContactLinks from '../../components/EmergencyContactLinks';
import { emergencyContactOf } from '../../domain/emergencyContacts';
import PlanAndTripRows from '../quotePage/PlanAndTripRows';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import CoverCertificate from './CoverCertificate';
import { useAppDispatch } from '../../store/hooks';
import { withCode } from '../../domain/purchaseCode';
import { closePurchaseNotice } from '../checkout/purchaseNotice';
import { purchaseCodeGiven } from '../checkout/purchaseSlice';
import ConfirmationStatus from './ConfirmationStatus';
import CoverRequests from './CoverRequests';
import WhatToDoInAnEmergency from './WhatToDoInAnEmergency';
import PagoEfectivoCode from './PagoEfectivoCode';
import PurchaseStandingNote from './PurchaseStandingNote';
import { purchaseStanding } from '../../domain/purchaseStanding';
import { useShownPhone } from '../../lib/useShownPhone';
import {
  purchasePaymentLines,
  purchaseRate,
  purchaseTotalSoles,
  purchaseTotalText,
} from '../../lib/purchasePayment';

const TITLE_ID = 'my-cover-title';

const CERTIFICATE_TITLE_ID = 'cover-certificate-title';

/** The dialog's buttons, off paper: any of the view's own, then 'Imprimir' and 'Cerrar'. */
function PrintAndClose({ onClose, children }: { onClose: () => void; children?: ReactNode }) {
  return (
    <DialogActions sx={{ px: 3, py: 2, ...HIDDEN_IN_PRINT }}>
      {children}
      <Button onClick={() => window.print()} startIcon={<PrintIcon />}>
        Imprimir
      </Button>
      <Button onClick={onClose} variant="contained">
        Cerrar
      </Button>
    </DialogActions>
  );
}

interface MyCoverDialogProps {
  purchase: Purchase;
  /** When it was opened: whether a CIP has expired, whether the cover has begun. */
  now: Date;
  open: boolean;
  onClose: () => void;
}

/**
 * The last simulated purchase, with what a traveller needs in an emergency, the fate of its
 * confirmation e-mail, and its 'Constancia de cobertura' (which takes the dialog's place, so
 * that it prints alone).
 */
export default function MyCoverDialog({
  purchase: stored,
  now,
  open,
  onClose,
}: MyCoverDialogProps) {
  const dispatch = useAppDispatch();
  const [certificate, setCertificate] = useState(false);
  const certificateButton = useRef<HTMLButtonElement>(null);
  const switched = useRef(false);
  const showCertificate = (shown: boolean) => {
    switched.current = true;
    setCertificate(shown);
  };
  // The constancia opens at its top, the focus on its title; 'Volver' gives the focus back to
  // the button that opened it (WAI-ARIA's dialog pattern).
  useEffect(() => {
    if (!switched.current) return;
    if (certificate) document.getElementById(CERTIFICATE_TITLE_ID)?.focus();
    else certificateButton.current?.focus();
  }, [certificate]);
  const showPhone = useShownPhone();
  const purchase = useMemo(() => withCode(stored), [stored]);
  // Open, 'Mi seguro' shows all the notice of the purchase just made did.
  useEffect(() => closePurchaseNotice(dispatch), [dispatch]);
  // A purchase stored by an earlier version keeps the code it is shown with here.
  useEffect(() => {
    if (stored.code === null) dispatch(purchaseCodeGiven(purchase.code));
  }, [stored.code, purchase.code, dispatch]);
  const close = () => {
    // Closed, the dialog gives the focus back to 'Mi seguro' itself (MUI's own return).
    switched.current = false;
    setCertificate(false);
    onClose();
  };
  if (certificate) {
    return (
      <PrintableDialog open={open} onClose={close} titleId={CERTIFICATE_TITLE_ID}>
        <DialogContent>
          <CoverCertificate purchase={purchase} titleId={CERTIFICATE_TITLE_ID} now={now} />
        </DialogContent>
        <PrintAndClose onClose={close}>
          <Button onClick={() => showCertificate(false)} startIcon={<ArrowBackIcon />}>
            Volver
          </Button>
        </PrintAndClose>
      </PrintableDialog>
    );
  }
  const { selectedPlan: plan, quoteData: quote, travelers } = purchase;
  const contact = emergencyContactOf(PRICING_INSURER);
  const payment = purchasePaymentLines(purchase, now, { besideCipBox: true });
  const standing = purchaseStanding(purchase, now);
  return (
    <PrintableDialog open={open} onClose={close} titleId={TITLE_ID}>
      <DialogTitle id={TITLE_ID} component="h2" sx={{ fontWeight: 800 }}>
        Mi seguro
      </DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2, color: 'text.secondary' }}>
          Tu última compra en este dispositivo. Puedes abrirla aunque no tengas conexión.
        </Typography>
        <PurchaseStandingNote standing={standing} />
        <Box component="dl" sx={{ display: 'grid', gap: 1, m: 0 }}>
          <PlanAndTripRows plan={plan} quote={quote} />
          <SummaryRow label="Comprado el" value={formatCalendarDate(purchaseDay(purchase))} />
          <SummaryRow label="Código" value={purchase.code} />
          <SummaryRow label="Total" value={purchaseTotalText(purchase)} />
          {payment && <SummaryRow label="Medio de pago" value={payment.es} />}
        </Box>
        <Box sx={{ mt: 1 }}>
          <ExchangeRateNote rate={purchaseRate(purchase)} />
        </Box>
        {purchase.payment?.method === 'pagoefectivo' && (
          <PagoEfectivoCode
            payment={purchase.payment}
            amountSoles={purchaseTotalSoles(purchase)}
            cancellationAsked={standing.state === 'cancellationAsked'}
            now={now}
          />
        )}
        <ConfirmationStatus purchase={purchase} />
        <Button
          variant="outlined"
          ref={certificateButton}
          onClick={() => showCertificate(true)}
          sx={{ mt: 2, ...HIDDEN_IN_PRINT }}
        >
          Constancia de cobertura
        </Button>
        <Typography variant="h3" sx={{ fontSize: '1.05rem', mt: 3, mb: 1 }}>
          {travelers.length === 1 ? 'Viajero' : 'Viajeros'}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {travelers.map((traveller, index) => (
            <li key={index}>
              {fullName(traveller)}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {' · '}Tel.{' '}
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {showPhone(traveller.phone)}
                </Box>
              </Box>
            </li>
          ))}
        </Box>
        <CoverRequests purchase={purchase} now={now} />
        {contact && (
          <Box
            component="section"
            aria-labelledby="my-cover-emergency"
            sx={{ mt: 3, p: 2, borderRadius: 2, bgcolor: 'primary.light' }}
          >
            <Typography
              variant="h3"
              id="my-cover-emergency"
              sx={{ fontSize: '1.05rem', mb: 1, color: 'primary.dark' }}
            >
              Emergencias 24/7: {contact.insurer}
            </Typography>
            <Box sx={{ display: 'grid', gap: 0.75 }}>
              <EmergencyContactLinks contact={contact} />
            </Box>
          </Box>
        )}
        {contact && <WhatToDoInAnEmergency contact={contact} />}
      </DialogContent>
      <PrintAndClose onClose={close} />
    </PrintableDialog>
  );
}
