// The entry the HTML loads: small on purpose. On a prerendered page it starts once the page has
// painted (src/earlyInput.js runs it), then fetches and starts the app (src/boot.tsx) a frame
// later, so the hero never waits on script.
import { answerQuoteEarly } from './features/quote/earlyQuoteAnswer';
import { watchQuoteFormUse, wantQuoteForm } from './features/quote/quoteFormUse';
import { QUOTE_FORM_ID } from './features/quote/typedBeforeHydration';
import { toastRegion } from './features/toast/toastRegion';

const boot = () => import(/* webpackChunkName: "app" */ './boot').then((app) => app.boot());

// Until the app is live, a phone still gets the quote form's toast at once (the app takes
// seconds to start on one), in a toast region that is on the page before anything is said.
toastRegion();
watchQuoteFormUse();
window.earlyInput?.answerWith((control) => {
  // A click in the form made before this script ran is a use of it too.
  if (control.closest(`#${QUOTE_FORM_ID}`)) wantQuoteForm();
  return answerQuoteEarly(control);
});

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () =>
    requestAnimationFrame(() => setTimeout(boot)),
  );
} else {
  requestAnimationFrame(() => setTimeout(boot));
}
