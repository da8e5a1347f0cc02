// Production builds register the service worker (src/entry/serviceWorker.ts) once the page and
// its own code have loaded, and offer a new deploy through the site's one toast. Written on the
// browser's own API: workbox-window would do the same with more script for every visitor to load.
import { provideToastAction } from '../features/toast/toastActions';
import { toastShown } from '../features/toast/toastSlice';
import { firstScreenSettled } from '../lib/firstScreen';
import { untilIdle } from '../lib/scheduling';
import { TOASTS } from '../lib/toastMessages';
import { trustedScriptUrl } from '../lib/trustedScriptUrl';
import { pageCodeAt } from './pages';
import { SKIP_WAITING } from './serviceWorkerMessages';
import type { AppDispatch } from '../store/rootState';

export const SERVICE_WORKER_URL = '/sw.js';

interface UpdateOptions {
  reload?: () => void;
}

/** Wires a registration to the page: the update offer, and the reload into the new deploy. */
export function offerUpdates(
  container: ServiceWorkerContainer,
  registration: ServiceWorkerRegistration,
  dispatch: AppDispatch,
  { reload = () => window.location.reload() }: UpdateOptions = {},
): void {
  // No worker controls a first visit: the first one to take the page is no update.
  let controlled = container.controller !== null;
  let waiting: ServiceWorker | null = null;
  let reloadAsked = false;

  // A new deploy's worker waits until the visitor accepts it; this page meanwhile keeps the
  // worker, and so the files, it started with.
  const offer = (worker: ServiceWorker) => {
    waiting = worker;
    dispatch(toastShown(TOASTS.updateAvailable));
  };
  if (registration.waiting && controlled) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && controlled) offer(worker);
    });
  });

  container.addEventListener('controllerchange', () => {
    if (reloadAsked) {
      reload();
      return;
    }
    if (controlled) {
      // Another tab accepted the update: this page's files are no longer kept, so it offers
      // the reload too (what was typed on /checkout survives it, in sessionStorage).
      waiting = null;
      dispatch(toastShown(TOASTS.updateAvailable));
    }
    controlled = true;
  });

  provideToastAction('reloadIntoUpdate', () => {
    if (!waiting) {
      reload();
      return;
    }
    reloadAsked = true;
    waiting.postMessage(SKIP_WAITING);
  });
}

export async function registerServiceWorker(dispatch: AppDispatch): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  // Installing, the worker fetches and stores every file of the deploy. It waits for the page,
  // the code of the page being opened, that page's first screen and an idle moment, so that it
  // never takes from what the visitor waits for: on a slow link the wire (on /quote, the code
  // its plans need before the search ends), on a phone the cores and the storage that the
  // frames of /quote's plans or /checkout's form need as they are drawn.
  if (document.readyState !== 'complete')
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  const pageCodeCame = await pageCodeAt(window.location.pathname)?.().then(
    () => true,
    () => false,
  );
  // A page whose code failed to come draws nothing of its own to wait for.
  if (pageCodeCame) await firstScreenSettled();
  await untilIdle();
  try {
    const container = navigator.serviceWorker;
    const registration = await container.register(trustedScriptUrl(SERVICE_WORKER_URL));
    offerUpdates(container, registration, dispatch);
  } catch {
    // No worker (a private window, a blocked feature): the site works online as before.
  }
}
