// The entry of every page, an async script with its integrity hash in the page, small on
// purpose (docs/first-load.md): it answers the quote form's sends at once, then, once
// the page is parsed and has painted, fetches and starts the app (./boot.tsx), so that the
// first frame never waits on the app's code. Async rather than deferred: a deferred script runs
// inside the task that ends the parsing, and the first frame waits for that task; this one runs
// in a task of its own as soon as it arrives, and the parser and the first frame go on without it.
import { answerQuoteSend, MEANS_BEFORE_THE_APP } from '../features/quote/sendQuote';
import { toastRegion } from '../features/toast/toastRegion';
import { afterFirstPaint } from '../lib/scheduling';

const boot = () => import(/* webpackChunkName: "app" */ './boot').then((app) => app.boot());

// Until the app is live, the page itself answers a send of the quote form: a phone gets the
// spec's toast, or /quote's search screen, at once. The toasts' region is on the page before
// anything is said (made once the page has painted, so that the first frame does not wait on it).
window.eventReplay?.answerEarly((control) => answerQuoteSend(control, MEANS_BEFORE_THE_APP));

const start = () => {
  toastRegion();
  void boot();
};
const startWhenPainted = () => {
  // The empty shell (app.html) has nothing to paint first.
  if (document.getElementById('root')?.hasChildNodes()) afterFirstPaint(start);
  else start();
};
// An async script can arrive before the page is parsed.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', startWhenPainted, { once: true });
} else {
  startWhenPainted();
}
