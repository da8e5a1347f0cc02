declare global {
  interface Window {
    /** Set by the inline script of the prerendered page (src/earlyInput.js). */
    earlyInput?: {
      /** From now on, and for the clicks kept so far: true when `answer` handled the click. */
      answerWith: (answer: (control: Element) => boolean) => void;
      release: () => number;
    };
  }
}

/** Carries out, in order, the clicks and submissions kept since the prerendered page showed. */
export function releaseEarlyInput(): void {
  window.earlyInput?.release();
}
