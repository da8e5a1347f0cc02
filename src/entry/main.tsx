// The entry of every page, small on purpose (docs/first-load.md). The page asks for it once it
// has painted (src/islands/askForEntry.js), with its integrity hash, so that on a slow link its
// bytes never share the wire with the page's own. It answers the quote form's sends at once,
// then, once the page has painted, fetches and starts the app (./boot.tsx): the first frame
// never waits on the app's code.
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
// Once the page has painted (usually already: the entry is asked for only then; a development
// build's empty shell has nothing to paint first). A page shown before it was parsed (a hidden
// tab asks for the entry at once) finishes first.
const startWhenPainted = () => afterFirstPaint(start);
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', startWhenPainted, { once: true });
} else {
  startWhenPainted();
}
