import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import ButtonBase from '@mui/material/ButtonBase';
import { EXTERNAL_LINK, whatsAppLink } from '../lib/contactLinks';
import { HIDDEN_IN_PRINT } from './print';
import { WHATSAPP_BUTTON_SX } from './whatsAppStyle';

/**
 * The floating chat shortcut shown on every page: a Fab's look, on the ButtonBase every page
 * loads anyway.
 */
export default function WhatsAppButton() {
  return (
    <ButtonBase
      href={whatsAppLink()}
      {...EXTERNAL_LINK}
      aria-label="Chatea con nosotros por WhatsApp (se abre en una pestaña nueva)"
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: 'speedDial',
        width: 56,
        height: 56,
        borderRadius: '50%',
        boxShadow: 6,
        transition: 'background-color 200ms, box-shadow 200ms',
        '&:active': { boxShadow: 12 },
        ...WHATSAPP_BUTTON_SX,
        ...HIDDEN_IN_PRINT,
      }}
    >
      <WhatsAppIcon fontSize="large" />
    </ButtonBase>
  );
}
