// The entry the prerendered page starts once it has painted (src/firstLoad/earlyInput.js runs
// it): small on purpose. It answers the quote form's refused sends at once, then fetches and
// starts the app (src/firstLoad/boot.tsx) a frame later, so the page never waits on script.
// The whole first load is told in src/firstLoad/livePart.tsx.
import { answerQuoteEarly } from './features/quote/earlyQuoteAnswer';
import { toastRegion } from './features/toast/toastRegion';

const boot = () =>
  import(/* webpackChunkName: "app" */ './firstLoad/boot').then((app) => app.boot());

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
