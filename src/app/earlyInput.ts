declare global {
  interface Window {
    /** Set by the inline script of the prerendered page (src/earlyInput.js). */
    earlyInput?: {
      /** From now on, and for the clicks kept so far: true when `answer` handled the click. */
      answerWith: (answer: (control: Element) => boolean) => void;
      /** Carries out the kept clicks, but those for which `stillHeld` is true wait on. */
      release: (stillHeld?: (control: Element) => boolean) => number;
    };
  }
}

// The page comes to life in parts: the app, then parts it hydrates later (the quote form,
// when first used). A click kept on the prerendered page is carried out once its part is live.
let appLive = false;
const stillHydrating = new Set<Element>();

function release(): void {
  if (!appLive) return;
  const zones = [...stillHydrating];
  window.earlyInput?.release(
    zones.length ? (control) => zones.some((zone) => zone.contains(control)) : undefined,
  );
}

/** Clicks inside `zone`, a prerendered part the app hydrates later, wait for it. */
export function holdEarlyInputWithin(zone: Element): void {
  stillHydrating.add(zone);
}

/** `zone` is live: its kept clicks are carried out, if the app is live too. */
export function releaseEarlyInputWithin(zone: Element): void {
  if (stillHydrating.delete(zone)) release();
}

/** The app is live: the clicks kept since the prerendered page showed are carried out, in order. */
export function releaseEarlyInput(): void {
  appLive = true;
  release();
}
