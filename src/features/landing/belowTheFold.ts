// The sections under the hero (partners, services, contact, footer) load when the visitor
// heads for them: a scroll, a Tab past the hero, or a navigation item. A visitor who only uses
// the quote form never pays for them, and the phone's first seconds go to the hero alone.

let requested = false;
const listeners = new Set<() => void>();
let markRendered: () => void = () => undefined;
const rendered = new Promise<void>((resolve) => {
  markRendered = resolve;
});

/** Asks for the sections; they load once, whoever asks first. */
export function requestBelowTheFold(): void {
  if (requested) return;
  requested = true;
  listeners.forEach((listener) => listener());
}

export function subscribeToBelowTheFold(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const belowTheFoldRequested = () => requested;

/** BelowTheFold says its sections are on the page. */
export function belowTheFoldShown(): void {
  markRendered();
}

/** Resolves once the sections are on the page, or after `ms` if they never come. */
export function belowTheFoldRendered(ms: number): Promise<void> {
  return Promise.race([rendered, new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}

/** The visitor's first move towards the rest of the page asks for it. */
export function requestBelowTheFoldOnFirstMove(): () => void {
  // A visitor who scrolled before the app was live has already moved.
  if (window.scrollY > 0) requestBelowTheFold();
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Tab') requestBelowTheFold();
  };
  const onScroll = () => requestBelowTheFold();
  window.addEventListener('scroll', onScroll, { passive: true, once: true });
  window.addEventListener('keydown', onKey);
  return () => {
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('keydown', onKey);
  };
}
