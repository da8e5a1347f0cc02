import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import AppLink from './AppLink';
import BrandLogo from './BrandLogo';
import { HIDDEN_IN_PRINT } from './print';
import PageColumn from './PageColumn';

/** The plain top bar of the quote and checkout pages: the brand, back to the start. */
export default function SiteBar({ actions }: { actions?: ReactNode }) {
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        ...HIDDEN_IN_PRINT,
      }}
    >
      <PageColumn>
        <Toolbar disableGutters sx={{ gap: 1, justifyContent: 'space-between' }}>
          <Box
            component={AppLink}
            to="/"
            aria-label="Compara y Ahorra, ir al inicio"
            sx={{ textDecoration: 'none' }}
          >
            <BrandLogo />
          </Box>
          {actions}
        </Toolbar>
      </PageColumn>
    </Box>
  );
}
