import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
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
