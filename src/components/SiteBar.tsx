import AppBar from '@mui/material/AppBar';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router-dom';
import BrandLogo from './BrandLogo';
import { HIDDEN_IN_PRINT } from './print';

/** The plain top bar of the quote and checkout pages: the brand, back to the start. */
export default function SiteBar() {
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        ...HIDDEN_IN_PRINT,
      }}
    >
      <Container>
        <Toolbar disableGutters>
          <Link
            component={RouterLink}
            to="/"
            underline="none"
            aria-label="Compara y Ahorra, ir al inicio"
          >
            <BrandLogo />
          </Link>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
