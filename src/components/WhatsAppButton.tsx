import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Fab from '@mui/material/Fab';
import { EXTERNAL_LINK, whatsAppLink } from '../lib/contactLinks';

/** The floating chat shortcut shown on every page. */
export default function WhatsAppButton() {
  return (
    <Fab
      component="a"
      href={whatsAppLink()}
      {...EXTERNAL_LINK}
      aria-label="Chatea con nosotros por WhatsApp (se abre en una pestaña nueva)"
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: 'speedDial',
        bgcolor: '#128c7e',
        color: '#fff',
        '&:hover': { bgcolor: '#075e54' },
      }}
    >
      <WhatsAppIcon fontSize="large" />
    </Fab>
  );
}
