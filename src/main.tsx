// The entry the HTML loads: tiny on purpose. The browser first paints the prerendered landing
// page, then fetches and starts the app (src/boot.tsx), so the hero never waits on script.
const boot = () => import(/* webpackChunkName: "app" */ './boot');

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () =>
    requestAnimationFrame(() => setTimeout(boot)),
  );
} else {
  requestAnimationFrame(() => setTimeout(boot));
}
