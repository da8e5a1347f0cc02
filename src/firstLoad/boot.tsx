import { inSteps } from './inSteps';

// The app, started by src/main.tsx once the page has painted, its modules evaluated in steps so
// that a tap between two of them is answered then. webpackMode "eager" keeps them in this chunk:
// a step costs no request. Only modules the app uses whole: a package's index imported here
// would keep every export it has (tried with the router and MUI's styles: the JS of / grew by
// 55 KB gzip).
export const boot = () =>
  inSteps(
    [
      () => import(/* webpackMode: "eager" */ 'react-dom/client'),
      () => import(/* webpackMode: "eager" */ '../app/theme'),
      () => import(/* webpackMode: "eager" */ '../app/store'),
      () => import(/* webpackMode: "eager" */ '../features/landing/LandingPage'),
    ],
    () => import(/* webpackMode: "eager" */ '../app/startApp'),
  ).then(({ startApp }) => startApp());
