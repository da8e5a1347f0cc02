import { pageCodeAt } from '../app/pages';
import { loadInSteps } from '../islands/island';

/**
 * Asks for the code of the page being opened, when it loads when visited: its files (a dozen on
 * /quote), preloaded by the page since its first paint, are evaluated while the app's modules
 * evaluate and hydrate, instead of once the hydrated app reaches its route, and /quote's plans,
 * drawn out of sight during the search, are ready when its 3 s end. A failed fetch is the
 * route's to retry.
 */
function askForThisPagesCode(): Promise<void> {
  void pageCodeAt(window.location.pathname)?.().catch(() => undefined);
  return Promise.resolve();
}

// The app, started by ./main.tsx once the page has painted, its modules evaluated in steps so
// that a tap between two of them is answered then. webpackMode "eager" keeps them in this chunk:
// a step costs no request. Only modules the app uses whole: a package's index imported here
// would keep every export it has (docs/first-load.md).
export const boot = () =>
  loadInSteps(
    [
      () => import(/* webpackMode: "eager" */ 'react-dom/client'),
      () => import(/* webpackMode: "eager" */ '../app/theme'),
      () => import(/* webpackMode: "eager" */ '../domain/pricing'),
      () => import(/* webpackMode: "eager" */ '../app/store'),
      // The first of MUI's components, and the machinery they all share.
      () => import(/* webpackMode: "eager" */ '@mui/material/ButtonBase'),
      () => import(/* webpackMode: "eager" */ '../features/landing/Header'),
      // A step of its own (appending a page's scripts is a long task on a phone), after MUI's
      // machinery and the header: the page's modules, evaluated in one go once its files are
      // in, would otherwise evaluate those in the same task.
      askForThisPagesCode,
      () => import(/* webpackMode: "eager" */ '../features/landing/LandingPage'),
    ],
    () => import(/* webpackMode: "eager" */ './startApp'),
  ).then(({ startApp }) => startApp());
