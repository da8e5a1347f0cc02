import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
// @mui/material's ThemeProvider also carries the CSS-variables provider, loaded on every first
// visit; a theme without colour schemes only ever takes this, the system's provider.
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createEmotionCache } from './emotionCache';
import type { AppStore } from './store';
import { theme } from './theme';

const browserCache = createEmotionCache();

interface AppProvidersProps {
  store: AppStore;
  /** The prerender passes its own cache to collect the styles it used. */
  cache?: EmotionCache;
  children: ReactNode;
}

export default function AppProviders({ store, cache = browserCache, children }: AppProvidersProps) {
  return (
    <CacheProvider value={cache}>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </Provider>
    </CacheProvider>
  );
}
