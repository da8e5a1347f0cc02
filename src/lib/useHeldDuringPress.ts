import { useEffect, useRef, useState } from 'react';

/**
 * `value` as it was when a pointer went down, until it comes up; the current value otherwise.
 *
 * Forms pass their `touched` state through it. Pressing a button blurs the field being typed
 * in, and the error that the blur reveals would push the button away between press and
 * release, so the click would never happen. Held back, the error shows once the press is over
 * (the click's own validation shows it anyway), and nothing moves under the finger.
 */
export function useHeldDuringPress<T>(value: T): T {
  const [held, setHeld] = useState<{ value: T } | null>(null);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  useEffect(() => {
    const press = () => setHeld({ value: latest.current });
    const release = () => setHeld(null);
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    return () => {
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
    };
  }, []);
  return held ? held.value : value;
}
