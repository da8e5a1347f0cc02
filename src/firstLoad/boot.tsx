// The app, started by src/main.tsx once the page has painted. Its modules are evaluated in
// steps, each in a task of its own, in the order they build on each other: a phone's main
// thread is never held for all of them at once, so a tap between two steps is answered then.
// webpackMode "eager" keeps them in this chunk: a step costs no request. Only modules the app
// uses whole: a package's index imported here would keep every export it has (tried with the
// router and MUI's styles: the JS of / grew by 55 KB gzip).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

export async function boot(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '../app/theme');
  await nextTask();
  await import(/* webpackMode: "eager" */ '../app/store');
  await nextTask();
  await import(/* webpackMode: "eager" */ '../features/landing/LandingPage');
  await nextTask();
  const { startApp } = await import(/* webpackMode: "eager" */ '../app/startApp');
  startApp();
}
