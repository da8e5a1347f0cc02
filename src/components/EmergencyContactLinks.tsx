import PhoneIcon from '@mui/icons-material/Phone';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Link from '@mui/material/Link';
import { EXTERNAL_LINK } from '../lib/contactLinks';
import { telHref, whatsAppChatHref, type EmergencyContact } from '../domain/emergencyContacts';

const LINK_STYLE = { display: 'inline-flex', gap: 1, alignItems: 'center' } as const;

/** An insurer's 24/7 phone and WhatsApp, as links a traveller taps. */
export default function EmergencyContactLinks({ contact }: { contact: EmergencyContact }) {
  return (
    <>
      <Link href={telHref(contact.phone)} sx={LINK_STYLE}>
        <PhoneIcon fontSize="small" aria-hidden="true" />
        Teléfono: {contact.phone}
      </Link>
      <Link href={whatsAppChatHref(contact.whatsApp)} {...EXTERNAL_LINK} sx={LINK_STYLE}>
        <WhatsAppIcon fontSize="small" aria-hidden="true" />
        WhatsApp: {contact.whatsApp}
      </Link>
    </>
  );
}
