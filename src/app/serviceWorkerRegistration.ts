// Production builds register the service worker (src/serviceWorker.ts) once the page has
// loaded, and offer a new deploy through the site's one toast.
import type { Workbox } from 'workbox-window';
import { TOASTS } from '../lib/toastMessages';
import { provideToastAction } from '../features/toast/toastActions';
import { toastShown } from '../features/toast/toastSlice';
import type { AppDispatch } from './store';

export const SERVICE_WORKER_URL = '/sw.js';

interface UpdateOptions {
  /** A worker already controls the page: an earlier visit installed it. */
  controlled: boolean;
  reload?: () => void;
}

/** Wires a Workbox to the page: the update offer, and the reload into the new deploy. */
export function offerUpdates(
  workbox: Workbox,
  dispatch: AppDispatch,
  { controlled, reload = () => window.location.reload() }: UpdateOptions,
): void {
  let newWorkerWaiting = false;
  let reloadAsked = false;
  // A new deploy's worker waits until the visitor accepts it; this page meanwhile keeps the
  // worker, and so the files, it started with.
  workbox.addEventListener('waiting', () => {
    newWorkerWaiting = true;
    dispatch(toastShown(TOASTS.updateAvailable));
  });
  workbox.addEventListener('controlling', () => {
    if (reloadAsked) {
      reload();
      return;
    }
    // The first worker taking the page is no update.
    if (!controlled) {
      controlled = true;
      return;
    }
    // Another tab accepted the update: this page's files are no longer kept, so it offers the
    // reload too (what was typed on /checkout survives it, in sessionStorage).
    newWorkerWaiting = false;
    dispatch(toastShown(TOASTS.updateAvailable));
  });
  provideToastAction('reloadIntoUpdate', () => {
    if (!newWorkerWaiting) {
      reload();
      return;
    }
    reloadAsked = true;
    workbox.messageSkipWaiting();
  });
}

export async function registerServiceWorker(dispatch: AppDispatch): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const { Workbox } = await import(/* webpackChunkName: "service-worker" */ 'workbox-window');
    const workbox = new Workbox(SERVICE_WORKER_URL);
    offerUpdates(workbox, dispatch, { controlled: navigator.serviceWorker.controller !== null });
    await workbox.register();
  } catch {
    // No worker (a private window, a blocked feature): the site works online as before.
  }
}
