import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import EmergencyContactLinks from '../../components/EmergencyContactLinks';
import { EMERGENCY_CONTACTS } from '../../domain/emergencyContacts';

export default function EmergencyContactsDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="emergency-title"
      fullWidth
      maxWidth="sm"
      scroll="body"
    >
      <DialogTitle id="emergency-title" component="h2" sx={{ fontWeight: 800 }}>
        Contactos de Emergencia 24/7
      </DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2, color: 'text.secondary' }}>
          Si tienes una emergencia durante tu viaje, comunícate con la central de tu aseguradora.
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {EMERGENCY_CONTACTS.map((contact) => (
            <Box
              component="li"
              key={contact.insurer}
              sx={{ p: 2, borderRadius: 2, bgcolor: 'primary.light' }}
            >
              <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 1, color: 'primary.dark' }}>
                {contact.insurer}
              </Typography>
              <Box sx={{ display: 'grid', gap: 0.75 }}>
                <EmergencyContactLinks contact={contact} />
                <Typography variant="body2" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <PhoneIphoneIcon fontSize="small" aria-hidden="true" />
                  {contact.appHint}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} variant="contained">
          Entendido
        </Button>
      </DialogActions>
    </Dialog>
  );
}
