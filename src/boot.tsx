import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import App from './app/App';
import AppProviders from './app/AppProviders';
import { makeStore } from './app/store';

const { store } = makeStore();
const root = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <AppProviders store={store}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// index.html carries the landing page prerendered at build time; other routes get an empty shell.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
