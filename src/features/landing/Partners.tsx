import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { INSURERS } from '../../domain/catalogue';
import { EXTERNAL_LINK, whatsAppLink } from '../../lib/contactLinks';
import LandingSection from './LandingSection';
import { SECTIONS } from './sections';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2);

const descriptionId = (name: string) => `insurer-${name.replace(/\W+/g, '-').toLowerCase()}`;

export default function Partners() {
  return (
    <LandingSection
      id={SECTIONS.partners}
      eyebrow="Aseguradoras aliadas"
      title="Trabajamos con las mejores aseguradoras"
      lead="Compara coberturas de marcas reconocidas y recibe asesoría sin costo para elegir bien."
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        }}
      >
        {INSURERS.map((insurer) => (
          <Card
            key={insurer.name}
            component="article"
            sx={{
              position: 'relative',
              p: 3,
              display: 'flex',
              flexDirection: 'column',
              gap: 2,
              minHeight: 250,
              transition: 'box-shadow 200ms',
              '&:hover, &:focus-within': { boxShadow: '0 12px 30px rgba(11,79,138,0.18)' },
              // The description covers the card on hover, or on focus for keyboard and
              // touch users; screens without hover show it in the flow.
              '& .insurer-description': {
                position: 'absolute',
                inset: '0 0 84px 0',
                p: 3,
                bgcolor: 'primary.dark',
                color: 'primary.contrastText',
                visibility: 'hidden',
                opacity: 0,
                transition: 'opacity 200ms, visibility 200ms',
              },
              '&:hover .insurer-description, &:focus-within .insurer-description': {
                visibility: 'visible',
                opacity: 1,
              },
              '@media (hover: none)': {
                '& .insurer-description': {
                  position: 'static',
                  visibility: 'visible',
                  opacity: 1,
                  p: 0,
                  bgcolor: 'transparent',
                  color: 'text.secondary',
                },
              },
            }}
          >
            <Box
              aria-hidden="true"
              sx={{
                width: 56,
                height: 56,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.light',
                color: 'primary.dark',
                fontWeight: 800,
              }}
            >
              {initials(insurer.name)}
            </Box>
            <Box sx={{ flex: 1 }}>
              <Typography variant="h3" sx={{ color: 'primary.dark', letterSpacing: 0.5 }}>
                {insurer.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Aseguradora aliada
              </Typography>
            </Box>
            <Typography id={descriptionId(insurer.name)} className="insurer-description">
              {insurer.description}
            </Typography>
            <Button
              variant="outlined"
              href={whatsAppLink()}
              {...EXTERNAL_LINK}
              startIcon={<SupportAgentIcon />}
              sx={{ whiteSpace: 'nowrap', px: 2 }}
              aria-describedby={descriptionId(insurer.name)}
              aria-label={`Hablar con un Asesor sobre ${insurer.name} (WhatsApp, se abre en una pestaña nueva)`}
            >
              Hablar con un Asesor
            </Button>
          </Card>
        ))}
      </Box>
    </LandingSection>
  );
}
