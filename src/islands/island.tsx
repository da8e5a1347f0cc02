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
import { backOnline, nextTask } from '../lib/scheduling';
import { ISLAND_ATTRIBUTES } from './attributes';

// Islands: the page is prerendered whole (src/entry/prerender.tsx) and its parts hydrate when
// wanted, in the manner of Astro's client directives; event replay (./eventReplay.js) keeps what
// the visitor does before. docs/first-load.md tells the whole sequence. This is the module the
// rest of the app uses.

declare global {
  interface Window {
    /** The pages' inline event-replay script (./eventReplay.js). */
    eventReplay?: {
      /** When the page began (`Date.now()` as its head was parsed). */
      openedAt: number;
      /** From now on, and for the events captured so far: true when `answer` handled it. */
      answerEarly(answer: (control: Element) => boolean): void;
      /** Calls `wake` on the first interaction with the island `name`, or now if there was one. */
      onInteraction(name: string, wake: () => void): void;
      /** Replays, in order, the captured events whose islands are now hydrated. */
      replay(): number;
    };
  }
}

/**
 * When an island hydrates: on the first interaction with it, when it comes near the screen
 * (or on interaction before), or never ('none': static markup that needs no code to work).
 * Where the page is rendered in the browser instead of prerendered, there is no markup to keep
 * and every island's code loads at once.
 */
export type Hydrate = 'interaction' | 'visible' | 'none';

/** How far below the screen a 'visible' island starts to hydrate. */
const NEAR_THE_SCREEN = '0px 0px 300px 0px';

let hydratingPrerenderedPage = false;

/** src/entry/startApp: React hydrates a prerendered page; its islands wait for their time. */
export function startHydratingPrerenderedPage(): void {
  hydratingPrerenderedPage = true;
}

/**
 * Marks `element` hydrated once rendered twice, then replays the events captured in it: the
 * second render carries what the first effects did (what the visitor typed before, taken into
 * its forms), so the replayed events act on it. `onHydrated` runs with those effects.
 */
export function HydratedMark({
  element,
  onHydrated,
}: {
  element: () => Element | null;
  onHydrated?: () => void;
}) {
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    const island = element();
    island?.setAttribute(ISLAND_ATTRIBUTES.adopted, '');
    onHydrated?.();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRendered(true);
  }, [onHydrated, element]);
  useEffect(() => {
    const island = element();
    if (!rendered || !island) return;
    island.setAttribute(ISLAND_ATTRIBUTES.hydrated, '');
    // Event replay kept the island's focus events from React until now: a field focused
    // before is told, so that it shows itself focused (inside an island not adopted yet, the
    // event goes no further, and that island tells it when its turn comes). Told here, after
    // the second render: a focus is a discrete update, which React renders at once together
    // with the first effects' updates, and told with those effects it put their render in the
    // same task, a long frame on the quote form's first use.
    const focused = document.activeElement;
    if (focused && focused !== document.body && island.contains(focused)) {
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    }
    // Islands mounted from now on are rendered by the hydrated app.
    if (island.getAttribute(ISLAND_ATTRIBUTES.island) === 'app') hydratingPrerenderedPage = false;
    window.eventReplay?.replay();
  }, [rendered, element]);
  return null;
}

/** Wakes the island when `hydrate` says; at once where it was rendered in the browser. */
function watch(element: HTMLElement, name: string, hydrate: Hydrate, wake: () => void) {
  if (!hydratingPrerenderedPage) {
    wake();
    return () => undefined;
  }
  if (hydrate === 'none') return () => undefined;
  window.eventReplay?.onInteraction(name, wake);
  if (hydrate !== 'visible') return () => undefined;
  const near = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      near.disconnect();
      wake();
    },
    { rootMargin: NEAR_THE_SCREEN },
  );
  near.observe(element);
  return () => near.disconnect();
}

/**
 * How long an island waits, online, before it asks again for code that did not come: a little
 * longer after each failure, so that a server in trouble is not asked again and again.
 */
export const RETRY_PAUSES_MS = [1000, 3000, 10000];

/** Resolves when code that did not come is worth asking for again, having failed `failed` times before. */
const worthAskingAgain = (failed: number) =>
  navigator.onLine
    ? new Promise<void>((resolve) =>
        setTimeout(resolve, RETRY_PAUSES_MS[Math.min(failed, RETRY_PAUSES_MS.length - 1)]),
      )
    : backOnline();

/**
 * `load`, tried again until it succeeds: once the browser is back online, or, while it says it
 * is online, after a pause (a request the link or the server dropped, which no 'online' event
 * announces). An island whose code cannot come stays as prerendered, its events captured.
 */
export function loadUntilItComes<T>(load: () => Promise<T>, failed = 0): Promise<T> {
  return load().catch(() =>
    worthAskingAgain(failed).then(() => loadUntilItComes(load, failed + 1)),
  );
}

/**
 * Loads and evaluates modules a step at a time, each in a task of its own, in the order they
 * build on each other, so that a phone's main thread is never held for all of them at once.
 * The first waits for a task too: the caller may still be in the task that evaluated the
 * chunk it came in. Resolves to what `last` gives.
 */
export async function loadInSteps<T>(
  steps: (() => Promise<unknown>)[],
  last: () => Promise<T>,
): Promise<T> {
  for (const step of steps) {
    await nextTask();
    await step();
  }
  await nextTask();
  return last();
}

/**
 * An island named `name` (data-island) whose code `load` brings when `hydrate` says, or when
 * its `wake` is called. `fallback` shows where it is rendered in the browser before its code.
 */
export function island(
  name: string,
  hydrate: Hydrate,
  load: () => Promise<{ default: ComponentType }>,
  fallback: ReactNode = null,
) {
  let wake: () => void = () => undefined;
  const wanted = new Promise<void>((resolve) => (wake = resolve));
  // The build's prerender (no document) renders every island whole.
  const Code = lazy(() =>
    typeof document === 'undefined' ? load() : wanted.then(() => loadUntilItComes(load)),
  );

  function Island() {
    const element = useRef<HTMLDivElement>(null);
    useEffect(() => watch(element.current!, name, hydrate, wake), []);
    return (
      <div ref={element} {...{ [ISLAND_ATTRIBUTES.island]: name }}>
        <Suspense fallback={fallback}>
          <Code />
          <HydratedMark element={() => element.current} />
        </Suspense>
      </div>
    );
  }
  // Never rendered again from above: an update reaching the island while its code is still to
  // come would make React drop the prerendered HTML for the fallback.
  return Object.assign(memo(Island), { wake: () => wake() });
}
