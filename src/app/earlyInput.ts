declare global {
  interface Window {
    /** Set by the inline script of the prerendered page (src/earlyInput.js). */
    earlyInput?: { release: () => number };
  }
}

/** Carries out, in order, the clicks and submissions kept since the prerendered page showed. */
export function releaseEarlyInput(): void {
  window.earlyInput?.release();
}
