import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

// The first load: prerendered now, live when wanted.
//
// The build prerenders each page whole, with its styles (src/prerender.tsx): a visitor, a
// screen reader, a search engine or a deep link gets all of it from the first byte. Only code
// waits. The page comes to life in *parts*, each an element marked data-part that gains
// data-live once its code has taken over: the app itself (#root, hydrated once src/main.tsx and
// ./boot.tsx have run), and the parts below it that need no code at first, made here with
// livePart(): the quote form and the landing page's sections. React leaves a prerendered part's
// HTML as it is until its code arrives, then hydrates it. Until a part is live, the inline
// script ./earlyInput.js keeps the clicks and sends made in it, and LiveSignal carries them out
// once it is; typed text stays in the fields, and the part's forms take it on when they mount.

declare global {
  interface Window {
    /** The inline script of the prerendered pages (./earlyInput.js). */
    earlyInput?: {
      /** From now on, and for the clicks kept so far: true when `answer` handled the click. */
      answerWith(answer: (control: Element) => boolean): void;
      /** Calls `wake` on the first use of the part named `part`, or now if it was used. */
      onUse(part: string, wake: () => void): void;
      /** Carries out, in order, the kept clicks and sends whose parts are now live. */
      release(): number;
    };
  }
}

/**
 * When a part's code is wanted: on its first use (focus, key, input, click inside it), also
 * when it comes near the screen ('visible'), or never ('never': markup that needs no code; its
 * code loads only where the page is rendered in the browser instead of prerendered).
 */
export type When = 'use' | 'visible' | 'never';

/** How far below the screen a 'visible' part starts to come alive. */
const NEAR_THE_SCREEN = '0px 0px 300px 0px';

let adopting = false;

/** ../app/startApp: React is adopting a prerendered page; the parts on it wait for their time. */
export function adoptingPrerenderedPage(): void {
  adopting = true;
}

/**
 * Marks `part` live once it has rendered twice, then carries out the clicks kept in it: the
 * second render carries the updates its first effects made (what the visitor typed before,
 * taken into its forms), so the kept clicks act on them. `onLive` runs with those effects.
 */
export function LiveSignal({ part, onLive }: { part: () => Element | null; onLive?: () => void }) {
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    onLive?.();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRendered(true);
  }, [onLive]);
  useEffect(() => {
    const element = part();
    if (!rendered || !element) return;
    element.setAttribute('data-live', '');
    // Parts mounted from now on are rendered by the live app, not adopted.
    if (element.getAttribute('data-part') === 'app') adopting = false;
    window.earlyInput?.release();
  }, [rendered, part]);
  return null;
}

/** Wakes the part when `when` says, unless it was rendered in the browser: then at once. */
function watch(zone: HTMLElement, name: string, when: When, wake: () => void): () => void {
  if (!adopting) {
    wake();
    return () => undefined;
  }
  if (when === 'never') return () => undefined;
  window.earlyInput?.onUse(name, wake);
  if (when !== 'visible') return () => undefined;
  const near = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      near.disconnect();
      wake();
    },
    { rootMargin: NEAR_THE_SCREEN },
  );
  near.observe(zone);
  return () => near.disconnect();
}

/**
 * `load`, tried again each time the browser comes back online until it succeeds. A part whose
 * code cannot come (offline, no worker yet) stays as it was prerendered, its clicks kept,
 * instead of failing the page; webpack fetches a chunk that failed afresh when asked again.
 */
function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() =>
    new Promise((online) => window.addEventListener('online', online, { once: true })).then(() =>
      loadWhenOnline(load),
    ),
  );
}

/**
 * A part of the page whose code loads when `when` says (or when `wake` is called), named `name`
 * in the page (data-part). `fallback` shows where it is rendered in the browser before its code
 * has come.
 */
export function livePart(
  name: string,
  when: When,
  load: () => Promise<{ default: ComponentType }>,
  fallback: ReactNode = null,
) {
  let wake: () => void = () => undefined;
  const wanted = new Promise<void>((resolve) => (wake = resolve));
  // The build's prerender (no document) renders every part whole.
  const Code = lazy(() =>
    typeof document === 'undefined' ? load() : wanted.then(() => loadWhenOnline(load)),
  );

  function Part() {
    const zone = useRef<HTMLDivElement>(null);
    useEffect(() => watch(zone.current!, name, when, wake), []);
    return (
      <div ref={zone} data-part={name}>
        <Suspense fallback={fallback}>
          <Code />
          <LiveSignal part={() => zone.current} />
        </Suspense>
      </div>
    );
  }
  // Never re-rendered from above: an update reaching the part while its code is still to come
  // would make React drop the prerendered HTML for the fallback.
  return Object.assign(memo(Part), { wake: () => wake() });
}
