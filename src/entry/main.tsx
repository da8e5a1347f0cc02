// The entry of every page, a deferred script with its integrity hash in the page, small on
// purpose (docs/first-load.md): it answers the quote form's refused sends at once, then, once
// the page has painted, fetches and starts the app (./boot.tsx), so that the first frame never
// waits on the app's code.
import { answerQuoteEarly } from '../features/quote/earlyQuoteAnswer';
import { toastRegion } from '../features/toast/toastRegion';
import { afterFirstPaint } from './afterFirstPaint';

const boot = () => import(/* webpackChunkName: "app" */ './boot').then((app) => app.boot());

// Until the form is hydrated, a phone still gets the quote form's toast at once, in a toast
// region that is on the page before anything is said (made once the page has painted, so that
// the first frame does not wait on it either).
window.eventReplay?.answerEarly(answerQuoteEarly);

const start = () => {
  toastRegion();
  void boot();
};
// The empty shell (app.html) has nothing to paint first.
if (document.getElementById('root')?.hasChildNodes()) afterFirstPaint(start);
else start();
