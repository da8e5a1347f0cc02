import EventBusyIcon from '@mui/icons-material/EventBusy';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import LuggageIcon from '@mui/icons-material/Luggage';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';

const EmergencyContactsDialog = lazy(
  () => import(/* webpackChunkName: "emergency-dialog" */ './EmergencyContactsDialog'),
);
import LandingSection from './LandingSection';
import { SECTIONS } from './sections';

export const SERVICES = [
  {
    title: 'Asistencia Médica',
    text: 'Atención por accidente o enfermedad, medicamentos y hospitalización durante tu viaje.',
    Icon: LocalHospitalIcon,
  },
  {
    title: 'Equipaje Protegido',
    text: 'Compensación por pérdida o demora de tu equipaje facturado.',
    Icon: LuggageIcon,
  },
  {
    title: 'Cancelación de Viaje',
    text: 'Recupera lo pagado si debes cancelar por causas cubiertas por tu plan.',
    Icon: EventBusyIcon,
  },
  {
    title: 'Asistencia 24/7',
    text: 'Una central en español que te acompaña a cualquier hora, donde estés.',
    Icon: SupportAgentIcon,
  },
];

export default function Services() {
  const [dialogOpen, setDialogOpen] = useState(false);
  // Mounted from the first opening on, so that closing can animate and return focus.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  return (
    <LandingSection
      id={SECTIONS.services}
      eyebrow="Servicios de asistencia"
      title="Todo lo que necesitas, estés donde estés"
      lead="Coberturas pensadas para que tu viaje no se detenga por un imprevisto."
      tinted
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        }}
      >
        {SERVICES.map(({ title, text, Icon }) => (
          <Card key={title} component="article" sx={{ p: 3 }}>
            <Box
              sx={{
                width: 52,
                height: 52,
                borderRadius: 2,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: '#fff',
                mb: 2,
              }}
            >
              <Icon aria-hidden="true" />
            </Box>
            <Typography variant="h3" sx={{ mb: 1 }}>
              {title}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
          </Card>
        ))}
      </Box>
      <Box sx={{ textAlign: 'center', mt: 5 }}>
        <Button
          variant="contained"
          color="secondary"
          size="large"
          onClick={() => {
            setDialogLoaded(true);
            setDialogOpen(true);
          }}
        >
          Ver Contactos de Emergencia
        </Button>
      </Box>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <EmergencyContactsDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </LandingSection>
  );
}
