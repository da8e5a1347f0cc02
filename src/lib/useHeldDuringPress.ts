import { useEffect, useReducer, useRef } from 'react';
import { afterNextPaint } from './scheduling';

/**
 * `value` as it was when a pointer went down, until it comes up; the current value otherwise.
 *
 * Forms pass their `touched` state through it. Pressing a button blurs the field being typed
 * in, and the error that the blur reveals would push the button away between press and
 * release, so the click would never happen. Held back, the error shows once the press is over
 * (the click's own validation shows it anyway), and nothing moves under the finger.
 *
 * A press itself draws nothing: the held value is noted, not rendered, and the release draws
 * again only when the value changed meanwhile (drawing eight travellers' cards twice, for
 * nothing, took a visible part of a phone's frame).
 */
export function useHeldDuringPress<T>(value: T): T {
  const [, showCurrent] = useReducer((count: number) => count + 1, 0);
  const held = useRef<{ value: T } | null>(null);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  useEffect(() => {
    const press = () => {
      held.current = { value: latest.current };
    };
    const release = () => {
      const wasHeld = held.current;
      held.current = null;
      // After the frame of the release (and of the click it makes), not inside it.
      if (wasHeld && wasHeld.value !== latest.current) afterNextPaint(showCurrent);
    };
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    return () => {
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
    };
  }, []);
  // Read, not state: noting a press must not draw the form; the release draws when needed.
  // eslint-disable-next-line react-hooks/refs
  return held.current ? held.current.value : value;
}
