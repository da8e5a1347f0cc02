import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import ScheduleIcon from '@mui/icons-material/Schedule';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { WHATSAPP_BUTTON_SX } from '../../components/whatsAppStyle';
import { config } from '../../config';
import { OFFICE_ADDRESS, OFFICE_HOURS } from '../../lib/company';
import { displayPhone, EXTERNAL_LINK, phoneHref, whatsAppLink } from '../../lib/contactLinks';
import ContactForm from '../contact/ContactForm';
import LandingSection from './LandingSection';
import { SECTIONS } from './sections';

function InfoRow({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ color: 'primary.main', mt: 0.25 }} aria-hidden="true">
        {icon}
      </Box>
      <Box>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <Typography component="div" sx={{ color: 'text.secondary' }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

export default function ContactSection() {
  return (
    <LandingSection
      id={SECTIONS.contact}
      eyebrow="Contacto"
      title="¿Tienes dudas? Conversemos"
      lead="Escríbenos y un asesor te responderá a la brevedad."
      heightNearTheScreen={{ xs: 980, md: 600 }}
    >
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { md: '1fr 1.3fr' } }}>
        <Box sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <InfoRow icon={<LocationOnIcon />} label="Dirección">
            {OFFICE_ADDRESS}
          </InfoRow>
          <InfoRow icon={<EmailIcon />} label="Correo electrónico">
            <Link href={`mailto:${config.siteEmail}`}>{config.siteEmail}</Link>
          </InfoRow>
          <InfoRow icon={<PhoneIcon />} label="Teléfono">
            <Link href={phoneHref()}>{displayPhone()}</Link>
          </InfoRow>
          <InfoRow icon={<ScheduleIcon />} label="Horario de atención">
            {OFFICE_HOURS}
          </InfoRow>
          <Button
            variant="contained"
            href={whatsAppLink()}
            {...EXTERNAL_LINK}
            startIcon={<WhatsAppIcon />}
            sx={{ ...WHATSAPP_BUTTON_SX, justifySelf: 'start' }}
          >
            Escríbenos por WhatsApp
          </Button>
        </Box>
        <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h3" component="h3" sx={{ mb: 2 }}>
            Envíanos un mensaje
          </Typography>
          <ContactForm />
        </Card>
      </Box>
    </LandingSection>
  );
}
