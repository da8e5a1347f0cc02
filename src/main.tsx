// The entry of every page, a deferred script with its integrity hash in the page: small on
// purpose. It answers the quote form's refused sends at once, then, once the page has painted,
// fetches and starts the app (src/firstLoad/boot.tsx), so the first frame never waits on the
// app's code. The whole first load is told in src/firstLoad/livePart.tsx.
import { answerQuoteEarly } from './features/quote/earlyQuoteAnswer';
import { toastRegion } from './features/toast/toastRegion';
import { afterFirstPaint } from './firstLoad/afterFirstPaint';

const boot = () =>
  import(/* webpackChunkName: "app" */ './firstLoad/boot').then((app) => app.boot());

// Until the app is live, a phone still gets the quote form's toast at once (the app takes
// seconds to start on one), in a toast region that is on the page before anything is said
// (made once the page has painted, so that the first frame does not wait on it either).
window.earlyInput?.answerWith(answerQuoteEarly);

const start = () => {
  toastRegion();
  void boot();
};
// The empty shell (app.html) has nothing to paint first.
if (document.getElementById('root')?.hasChildNodes()) afterFirstPaint(start);
else start();
