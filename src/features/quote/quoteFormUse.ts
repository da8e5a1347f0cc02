import { QUOTE_FORM_ID } from './typedBeforeHydration';

// The quote form's code (Formik and its fields) is left out of the landing page's first load.
// Until it comes, the prerendered form works on its own: its fields take input, a send the
// spec refuses is answered at once (./earlyQuoteAnswer) and any other send is kept for it. The
// code is fetched, and the form hydrated, once the visitor first uses the form, or when a
// stored quote must fill it (./QuoteFormWhenWanted).

const FIRST_USE = ['pointerdown', 'focusin', 'keydown', 'input', 'change'] as const;

let watching = false;
let markWanted: () => void = () => undefined;
const wanted = new Promise<void>((resolve) => {
  markWanted = resolve;
});

/** The form's code is wanted now. */
export function wantQuoteForm(): void {
  markWanted();
}

/** Resolves once the form's code is wanted: at once where no prerendered form waits for use. */
export function quoteFormWanted(): Promise<void> {
  return watching ? wanted : Promise.resolve();
}

/** src/main.tsx: the prerendered form, if the page has one, asks for its code on first use. */
export function watchQuoteFormUse(): void {
  const form = document.getElementById(QUOTE_FORM_ID);
  if (!form) return;
  watching = true;
  // A field can already hold focus: the visitor was quicker than this script.
  if (form.contains(document.activeElement)) wantQuoteForm();
  // On the document, ahead of React's own listeners: React stops an event that reaches a part
  // it has not hydrated yet.
  const onUse = (event: Event) => {
    if (!(event.target instanceof Node) || !form.contains(event.target)) return;
    for (const type of FIRST_USE) document.removeEventListener(type, onUse, true);
    wantQuoteForm();
  };
  for (const type of FIRST_USE) document.addEventListener(type, onUse, true);
}
