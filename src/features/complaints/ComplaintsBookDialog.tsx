import MenuBookIcon from '@mui/icons-material/MenuBook';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { HIDDEN_IN_PRINT } from '../../components/print';
import PrintableDialog from '../../components/PrintableDialog';
import { config } from '../../config';
import { useAppSelector } from '../../store/hooks';
import { PRICING_INSURER } from '../../domain/catalogue';
import {
  ANSWER_WITHIN_BUSINESS_DAYS,
  formatFiledAt,
  type ComplaintSheet,
} from '../../domain/complaint';
import { formatCalendarDate, localToday } from '../../domain/dates';
import type { Purchase } from '../../domain/purchase';
import { OFFICE_ADDRESS } from '../../lib/company';
import ComplaintForm from './ComplaintForm';
import { selectLastPurchase } from '../checkout/purchaseSlice';
import { keepComplaintSheet, readComplaintSheets } from './complaintSheets';
import ComplaintSheetView from './ComplaintSheetView';

const TITLE_ID = 'complaints-book-title';

interface ComplaintsBookDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The service a complaint most likely concerns: the last purchase on this device. */
const serviceOf = (purchase: Purchase | null) =>
  purchase
    ? `${PRICING_INSURER} ${purchase.selectedPlan.productName}, ${purchase.quoteData.destination}, comprado el ${formatCalendarDate(localToday(new Date(purchase.purchaseDate)))}`
    : '';

/** The virtual Libro de Reclamaciones: the provider, the sheets kept here, a new complaint. */
export default function ComplaintsBookDialog({ open, onClose }: ComplaintsBookDialogProps) {
  const service = serviceOf(useAppSelector(selectLastPurchase));
  const [kept, setKept] = useState(readComplaintSheets);
  const [shown, setShown] = useState<ComplaintSheet | null>(null);
  const filed = (sheet: ComplaintSheet) => {
    setKept(keepComplaintSheet(sheet));
    setShown(sheet);
  };
  return (
    <PrintableDialog open={open} onClose={onClose} titleId={TITLE_ID}>
      <DialogTitle
        id={TITLE_ID}
        component="h2"
        sx={{ fontWeight: 800, display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <MenuBookIcon color="primary" aria-hidden="true" />
        Libro de Reclamaciones
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
        <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'primary.light' }}>
          <Typography sx={{ fontWeight: 700 }}>{config.company.name}</Typography>
          <Typography variant="body2">RUC {config.company.ruc}</Typography>
          <Typography variant="body2">{OFFICE_ADDRESS}</Typography>
        </Box>
        {shown ? (
          <ComplaintSheetView sheet={shown} />
        ) : (
          <>
            <Typography variant="body2">
              Conforme al Código de Protección y Defensa del Consumidor (Ley 29571), este
              establecimiento cuenta con un Libro de Reclamaciones a tu disposición. Te
              responderemos en un plazo máximo de {ANSWER_WITHIN_BUSINESS_DAYS} días hábiles.
            </Typography>
            {kept.length > 0 && (
              <Box component="nav" aria-labelledby="complaints-kept-title">
                <Typography id="complaints-kept-title" component="h3" sx={{ fontWeight: 700 }}>
                  Tus reclamos en este dispositivo
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {kept.map((sheet) => (
                    <li key={sheet.complaint_code}>
                      <Button size="small" onClick={() => setShown(sheet)}>
                        {sheet.complaint_code}, {formatFiledAt(sheet.filed_at)}
                      </Button>
                    </li>
                  ))}
                </Box>
              </Box>
            )}
            <ComplaintForm service={service} onFiled={filed} />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1, ...HIDDEN_IN_PRINT }}>
        {shown && (
          <>
            <Button onClick={() => setShown(null)}>Presentar otro reclamo</Button>
            <Button onClick={() => window.print()} startIcon={<PrintIcon />}>
              Imprimir
            </Button>
          </>
        )}
        <Button onClick={onClose} variant="contained">
          Cerrar
        </Button>
      </DialogActions>
    </PrintableDialog>
  );
}
