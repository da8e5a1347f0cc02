import { loadInSteps } from '../islands/island';

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
      () => import(/* webpackMode: "eager" */ '../features/landing/LandingPage'),
    ],
    () => import(/* webpackMode: "eager" */ './startApp'),
  ).then(({ startApp }) => startApp());
