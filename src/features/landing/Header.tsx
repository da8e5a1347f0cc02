import CloseIcon from '@mui/icons-material/Close';
import EmailIcon from '@mui/icons-material/Email';
import MenuIcon from '@mui/icons-material/Menu';
import PhoneIcon from '@mui/icons-material/Phone';
import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { config } from '../../config';
import BrandLogo from '../../components/BrandLogo';
import RoundIconButton from '../../components/RoundIconButton';
import { TEXT_LINK_SX } from '../../components/textLink';
import { displayPhone, phoneHref } from '../../lib/contactLinks';
import { TOASTS } from '../../lib/toastMessages';
import { APP_NOT_HYDRATED } from '../../islands/attributes';
import MyCoverButton from '../myCover/MyCoverButton';
import { toastShown } from '../toast/toastSlice';
import { HEADER_SOLID_AFTER_PX, NAV_ITEMS, scrollToSection } from './sections';
import PageColumn from '../../components/PageColumn';

export const TAGLINE = 'Compara y Ahorra en tu Seguro de Viaje';
const MENU_ID = 'mobile-menu';

// The mobile menu slides in; it closes at once, so a chosen item never waits on an animation.
const menuOpening = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;
const SOLID_BACKGROUND = 'rgba(255,255,255,0.92)';
const SOLID_BLUR = 'blur(10px)';
const SOLID_SX = { bgcolor: SOLID_BACKGROUND, backdropFilter: SOLID_BLUR, borderColor: 'divider' };
// Until the app is live (and with scripts off) the header follows the scroll by CSS alone, so a
// deep link such as /#contacto opens under a solid header.
const solidOnScroll = keyframes`
  to { background-color: ${SOLID_BACKGROUND}; backdrop-filter: ${SOLID_BLUR}; border-color: rgba(0, 0, 0, 0.12); }
`;
const SOLID_BEFORE_LIVE_SX = {
  '@supports (animation-timeline: scroll())': {
    [`${APP_NOT_HYDRATED} &`]: {
      animation: `${solidOnScroll} linear both`,
      animationTimeline: 'scroll()',
      animationRange: `${HEADER_SOLID_AFTER_PX}px ${HEADER_SOLID_AFTER_PX + 1}px`,
    },
  },
};
const CONTACT_LINK_SX = {
  ...TEXT_LINK_SX,
  display: 'inline-flex',
  gap: 0.75,
  alignItems: 'center',
};

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
      <PageColumn sx={{ display: 'flex', alignItems: 'center', gap: 3, py: 0.5 }}>
        <Box component="a" href={phoneHref()} sx={CONTACT_LINK_SX}>
          <PhoneIcon sx={{ fontSize: 16 }} aria-hidden="true" />
          {displayPhone()}
        </Box>
        <Box component="a" href={`mailto:${config.siteEmail}`} sx={CONTACT_LINK_SX}>
          <EmailIcon sx={{ fontSize: 16 }} aria-hidden="true" />
          {config.siteEmail}
        </Box>
        <Typography
          component="p"
          variant="body2"
          sx={{ display: { xs: 'none', lg: 'block' }, ml: 'auto', fontWeight: 600 }}
        >
          {TAGLINE}
        </Typography>
      </PageColumn>
    </Box>
  );
}

/** The landing page's fixed header: transparent over the hero, solid once scrolled. */
export default function Header() {
  const dispatch = useAppDispatch();
  const solid = useScrollTrigger({ disableHysteresis: true, threshold: HEADER_SOLID_AFTER_PX });
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  const goTo = (section: string) => (event: MouseEvent) => {
    event.preventDefault();
    setMenuOpen(false);
    if (!scrollToSection(section)) dispatch(toastShown(TOASTS.sectionNotFound));
  };

  const closeMenuOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      menuButton.current?.focus();
    }
  };

  return (
    <Box
      component="header"
      // MUI's dialogs give it the room of the scrollbar they hide, as they give the page.
      className="mui-fixed"
      onKeyDown={closeMenuOnEscape}
      data-solid={solid || menuOpen}
      sx={{
        position: 'fixed',
        top: 0,
        insetInline: 0,
        zIndex: 'appBar',
        color: 'text.primary',
        transition: 'background-color 200ms, border-color 200ms',
        borderBottom: '1px solid',
        ...(solid || menuOpen
          ? SOLID_SX
          : { bgcolor: 'transparent', borderColor: 'transparent', ...SOLID_BEFORE_LIVE_SX }),
      }}
    >
      <ContactStrip />
      <PageColumn>
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <Box
            component="a"
            href="#inicio"
            onClick={goTo('inicio')}
            aria-label="Compara y Ahorra, ir al inicio"
            sx={{ textDecoration: 'none' }}
          >
            <BrandLogo />
          </Box>
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
          <RoundIconButton
            ref={menuButton}
            onClick={() => setMenuOpen((open) => !open)}
            aria-label={menuOpen ? 'Cerrar menú' : 'Abrir menú'}
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            sx={{ display: { md: 'none' }, ml: 'auto', color: 'text.primary' }}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </RoundIconButton>
        </Toolbar>
      </PageColumn>
      {menuOpen && (
        <Box
          component="nav"
          id={MENU_ID}
          aria-label="Menú"
          sx={{
            display: { md: 'none' },
            borderTop: 1,
            borderColor: 'divider',
            pb: 1,
            animation: `${menuOpening} 200ms ease-out`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
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
      )}
    </Box>
  );
}
