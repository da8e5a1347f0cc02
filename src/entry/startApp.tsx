import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import App from '../app/App';
import AppProviders from '../app/AppProviders';
import { createAppStore, persistAppStore } from '../app/store';
import { startHydratingPrerenderedPage } from '../islands/island';
import { registerServiceWorker } from '../app/serviceWorkerRegistration';

/** Hydrates a prerendered page, or renders into the empty shell of a development build. */
export function startApp(): void {
  const store = createAppStore();
  let restoring = false;
  // Storage is read only once React has adopted the prerendered page: a stored quote read any
  // earlier would make the first render differ from the prerendered markup.
  const restoreStorage = () => {
    if (restoring) return;
    restoring = true;
    persistAppStore(store);
    // Development keeps no worker that could serve stale code (./serviceWorker.ts).
    if (process.env.NODE_ENV === 'production') void registerServiceWorker(store.dispatch);
  };
  const root = document.getElementById('root') as HTMLElement;
  const app = (
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <App onHydrated={restoreStorage} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );

  // index.html carries the landing page prerendered at build time, quote.html /quote's search
  // screen, checkout.html /checkout's heading, 404.html the 'not found' page; a development
  // build's page is an empty shell. Either first render is a transition, so it is time-sliced:
  // React yields to the browser every few milliseconds instead of holding a phone's main thread
  // for the whole page.
  // Taps made meanwhile are captured by event replay and replayed once the app is hydrated.
  if (root.hasChildNodes()) {
    startHydratingPrerenderedPage();
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    const shell = createRoot(root);
    startTransition(() => shell.render(app));
  }
}
