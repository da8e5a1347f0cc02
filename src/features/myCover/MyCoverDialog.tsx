import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { HIDDEN_IN_PRINT } from '../../components/print';
import PrintableDialog from '../../components/PrintableDialog';
import SummaryRow from '../../components/SummaryRow';
import { PRICING_INSURER } from '../../domain/catalogue';
import { formatCalendarDate, localToday } from '../../domain/dates';
import type { Purchase } from '../../domain/purchase';
import { fullName } from '../../domain/traveller';
import EmergencyContactLinks from '../../components/EmergencyContactLinks';
import { emergencyContactOf } from '../../domain/emergencyContacts';
import PlanAndTripRows from '../plans/PlanAndTripRows';
import WhatToDoInAnEmergency from './WhatToDoInAnEmergency';

const TITLE_ID = 'my-cover-title';

interface MyCoverDialogProps {
  purchase: Purchase;
  open: boolean;
  onClose: () => void;
}

/** The last simulated purchase, with what a traveller needs in an emergency. */
export default function MyCoverDialog({ purchase, open, onClose }: MyCoverDialogProps) {
  const { selectedPlan: plan, quoteData: quote, travelers } = purchase;
  const contact = emergencyContactOf(PRICING_INSURER);
  return (
    <PrintableDialog open={open} onClose={onClose} titleId={TITLE_ID}>
      <DialogTitle id={TITLE_ID} component="h2" sx={{ fontWeight: 800 }}>
        Mi seguro
      </DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2, color: 'text.secondary' }}>
          Tu última compra en este dispositivo. Puedes abrirla aunque no tengas conexión.
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gap: 1, m: 0 }}>
          <PlanAndTripRows plan={plan} quote={quote} />
          <SummaryRow
            label="Comprado el"
            value={formatCalendarDate(localToday(new Date(purchase.purchaseDate)))}
          />
        </Box>
        <Typography variant="h3" sx={{ fontSize: '1.05rem', mt: 3, mb: 1 }}>
          {travelers.length === 1 ? 'Viajero' : 'Viajeros'}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {travelers.map((traveller, index) => (
            <li key={index}>{fullName(traveller)}</li>
          ))}
        </Box>
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
      <DialogActions sx={{ px: 3, py: 2, ...HIDDEN_IN_PRINT }}>
        <Button onClick={() => window.print()} startIcon={<PrintIcon />}>
          Imprimir
        </Button>
        <Button onClick={onClose} variant="contained">
          Cerrar
        </Button>
      </DialogActions>
    </PrintableDialog>
  );
}
