import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to draw: `first` at once, then one more in each render after,
 * each a transition of its own, so that a long list arrives a frame at a time and a key
 * pressed meanwhile is answered first.
 */
export function useDrawnInSlices(total: number, first: number) {
  const [drawn, setDrawn] = useState(Math.min(first, total));
  useEffect(() => {
    if (drawn < total) startTransition(() => setDrawn(drawn + 1));
  }, [drawn, total]);
  return Math.min(drawn, total);
}
