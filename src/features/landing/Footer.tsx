import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useAppDispatch } from '../../store/hooks';
import BrandLogo from '../../components/BrandLogo';
import { drawnNearTheScreen } from '../../components/drawnNearTheScreen';
import { config } from '../../config';
import { INSURERS } from '../../domain/catalogue';
import { OFFICE_ADDRESS } from '../../lib/company';
import { displayPhone, phoneHref } from '../../lib/contactLinks';
import { TOASTS } from '../../lib/toastMessages';
import { useInBrowser } from '../../lib/useInBrowser';
import ComplaintsBookButton from '../complaints/ComplaintsBookButton';
import { toastShown } from '../toast/toastSlice';
import { SERVICES } from './Services';
import PageColumn from '../../components/PageColumn';

const COLUMNS = [
  { title: 'Aseguradoras', links: INSURERS.map((insurer) => insurer.name) },
  { title: 'Servicios', links: SERVICES.map((service) => service.title) },
  {
    title: 'Empresa',
    links: ['Nosotros', 'Preguntas frecuentes', 'Trabaja con nosotros', 'Blog de viajes'],
  },
];

const SOCIAL = [
  { label: 'Facebook', Icon: FacebookIcon },
  { label: 'Instagram', Icon: InstagramIcon },
  { label: 'LinkedIn', Icon: LinkedInIcon },
  { label: 'YouTube', Icon: YouTubeIcon },
];

function FooterButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <ButtonBase
      onClick={onClick}
      sx={{
        color: 'inherit',
        font: 'inherit',
        textAlign: 'left',
        borderRadius: 1,
        opacity: 0.9,
        '&:hover': { opacity: 1, textDecoration: 'underline' },
      }}
    >
      {children}
    </ButtonBase>
  );
}

const thisYear = () => new Date().getFullYear();

export default function Footer() {
  const dispatch = useAppDispatch();
  // The page was prerendered in the build's year; the browser knows the year it is now.
  const year = useInBrowser(thisYear, config.buildYear);
  // Pages not built yet: say so rather than lead nowhere.
  const notImplemented = () => dispatch(toastShown(TOASTS.notImplemented));

  return (
    <Box
      component="footer"
      sx={{
        bgcolor: '#0a2540',
        color: '#e6edf5',
        pt: 8,
        pb: 12,
        ...drawnNearTheScreen({ xs: 1060, md: 335 }),
      }}
    >
      <PageColumn>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.4fr 1fr 1fr 1fr' },
          }}
        >
          <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
            <BrandLogo inverted />
            <Typography variant="body2" sx={{ opacity: 0.9 }}>
              Compara seguros de viaje y contrata el tuyo en minutos.
            </Typography>
            <Typography variant="body2">{OFFICE_ADDRESS}</Typography>
            <Link href={phoneHref()} color="inherit" variant="body2">
              {displayPhone()}
            </Link>
            <Link href={`mailto:${config.siteEmail}`} color="inherit" variant="body2">
              {config.siteEmail}
            </Link>
          </Box>
          {COLUMNS.map((column) => (
            <Box component="nav" key={column.title} aria-labelledby={`footer-${column.title}`}>
              <Typography
                component="h2"
                id={`footer-${column.title}`}
                sx={{ fontWeight: 700, mb: 1.5 }}
              >
                {column.title}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                {column.links.map((label) => (
                  <li key={label}>
                    <FooterButton onClick={notImplemented}>{label}</FooterButton>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <Divider sx={{ borderColor: 'rgba(255,255,255,0.2)', my: 4 }} />
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2">
            © {year} Compara y Ahorra. Todos los derechos reservados.
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>
            <FooterButton onClick={notImplemented}>Política de privacidad</FooterButton>
            <FooterButton onClick={notImplemented}>Términos y condiciones</FooterButton>
            <ComplaintsBookButton />
          </Box>
          <Box sx={{ display: 'flex', gap: 1 }}>
            {SOCIAL.map(({ label, Icon }) => (
              <IconButton
                key={label}
                aria-label={label}
                onClick={notImplemented}
                sx={{ color: 'inherit', border: '1px solid rgba(255,255,255,0.3)' }}
              >
                <Icon fontSize="small" />
              </IconButton>
            ))}
          </Box>
        </Box>
      </PageColumn>
    </Box>
  );
}
