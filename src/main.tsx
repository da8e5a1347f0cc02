// The entry the HTML loads: tiny on purpose. The browser first paints the prerendered landing
// page, then fetches and starts the app (src/boot.tsx), so the hero never waits on script.
import { answerQuoteEarly } from './features/quote/earlyQuoteAnswer';
import { toastRegion } from './features/toast/toastRegion';

const boot = () => import(/* webpackChunkName: "app" */ './boot');

// Until the app is live, a phone still gets the quote form's toast at once (the app takes
// seconds to start on one), in a toast region that is on the page before anything is said.
toastRegion();
window.earlyInput?.answerWith(answerQuoteEarly);

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () =>
    requestAnimationFrame(() => setTimeout(boot)),
  );
} else {
  requestAnimationFrame(() => setTimeout(boot));
}
