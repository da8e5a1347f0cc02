import CloseIcon from '@mui/icons-material/Close';
import EmailIcon from '@mui/icons-material/Email';
import MenuIcon from '@mui/icons-material/Menu';
import PhoneIcon from '@mui/icons-material/Phone';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { config } from '../../config';
import BrandLogo from '../../components/BrandLogo';
import { displayPhone, phoneHref } from '../../lib/contactLinks';
import { TOASTS } from '../../lib/toastMessages';
import MyCoverButton from '../myCover/MyCoverButton';
import { toastShown } from '../toast/toastSlice';
import { HEADER_SOLID_AFTER_PX, NAV_ITEMS, scrollToSection } from './sections';

export const TAGLINE = 'Compara y Ahorra en tu Seguro de Viaje';
const MENU_ID = 'mobile-menu';

function ContactStrip() {
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'block' },
        bgcolor: 'primary.dark',
        color: 'primary.contrastText',
        fontSize: '0.875rem',
      }}
    >
      <Container sx={{ display: 'flex', alignItems: 'center', gap: 3, py: 0.5 }}>
        <Link
          href={phoneHref()}
          color="inherit"
          underline="hover"
          sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'center' }}
        >
          <PhoneIcon sx={{ fontSize: 16 }} aria-hidden="true" />
          {displayPhone()}
        </Link>
        <Link
          href={`mailto:${config.siteEmail}`}
          color="inherit"
          underline="hover"
          sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'center' }}
        >
          <EmailIcon sx={{ fontSize: 16 }} aria-hidden="true" />
          {config.siteEmail}
        </Link>
        <Typography
          component="p"
          variant="body2"
          sx={{ display: { xs: 'none', lg: 'block' }, ml: 'auto', fontWeight: 600 }}
        >
          {TAGLINE}
        </Typography>
      </Container>
    </Box>
  );
}

/** The landing page's fixed header: transparent over the hero, solid once scrolled. */
export default function Header() {
  const dispatch = useAppDispatch();
  const solid = useScrollTrigger({ disableHysteresis: true, threshold: HEADER_SOLID_AFTER_PX });
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  const goTo = (section: string) => async (event: MouseEvent) => {
    event.preventDefault();
    setMenuOpen(false);
    if (!(await scrollToSection(section))) dispatch(toastShown(TOASTS.sectionNotFound));
  };

  const closeMenuOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      menuButton.current?.focus();
    }
  };

  return (
    <AppBar
      position="fixed"
      elevation={0}
      color="transparent"
      onKeyDown={closeMenuOnEscape}
      data-solid={solid || menuOpen}
      sx={{
        transition: 'background-color 200ms, border-color 200ms',
        borderBottom: '1px solid',
        ...(solid || menuOpen
          ? {
              bgcolor: 'rgba(255,255,255,0.92)',
              backdropFilter: 'blur(10px)',
              borderColor: 'divider',
            }
          : { bgcolor: 'transparent', borderColor: 'transparent' }),
      }}
    >
      <ContactStrip />
      <Container>
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <Link
            href="#inicio"
            onClick={goTo('inicio')}
            underline="none"
            aria-label="Compara y Ahorra, ir al inicio"
          >
            <BrandLogo />
          </Link>
          {/* Beside the logo: the items to its right keep their places when it appears. Phones
              have no room for it here; the hero shows it. */}
          <MyCoverButton sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
          <Box
            component="nav"
            aria-label="Principal"
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 'auto' }}
          >
            {NAV_ITEMS.map((item) => (
              <Button
                key={item.section}
                href={`#${item.section}`}
                onClick={goTo(item.section)}
                color="inherit"
                sx={{ color: 'text.primary' }}
              >
                {item.label}
              </Button>
            ))}
          </Box>
          <IconButton
            ref={menuButton}
            onClick={() => setMenuOpen((open) => !open)}
            aria-label={menuOpen ? 'Cerrar menú' : 'Abrir menú'}
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            sx={{ display: { md: 'none' }, ml: 'auto', color: 'text.primary' }}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </Toolbar>
      </Container>
      {/* Opens with a slide; closes at once, so a chosen item never waits on an animation. */}
      {menuOpen && (
        <Collapse in appear sx={{ display: { md: 'none' } }}>
          <Box
            component="nav"
            id={MENU_ID}
            aria-label="Menú"
            sx={{ borderTop: 1, borderColor: 'divider', pb: 1 }}
          >
            {NAV_ITEMS.map((item) => (
              <Button
                key={item.section}
                href={`#${item.section}`}
                onClick={goTo(item.section)}
                fullWidth
                sx={{
                  justifyContent: 'flex-start',
                  px: 3,
                  py: 1.5,
                  borderRadius: 0,
                  color: 'text.primary',
                }}
              >
                {item.label}
              </Button>
            ))}
          </Box>
        </Collapse>
      )}
    </AppBar>
  );
}
