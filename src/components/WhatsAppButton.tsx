import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Fab from '@mui/material/Fab';
import { EXTERNAL_LINK, whatsAppLink } from '../lib/contactLinks';
import { HIDDEN_IN_PRINT } from './print';
import { WHATSAPP_BUTTON_SX } from './whatsAppStyle';

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
        ...WHATSAPP_BUTTON_SX,
        ...HIDDEN_IN_PRINT,
      }}
    >
      <WhatsAppIcon fontSize="large" />
    </Fab>
  );
}
