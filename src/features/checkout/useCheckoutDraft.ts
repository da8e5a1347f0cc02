import { useCallback, useEffect, useRef, useState } from 'react';
import { emptyTraveller, type Traveller } from '../../domain/traveller';
import { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from './checkoutDraft';
import type { CheckoutValues } from './checkoutSchema';

/** The draft is written once typing pauses, or as the page goes, not on every key. */
const DRAFT_SAVE_DELAY_MS = 400;

/** The form's first values: the travellers as the tab last kept them (a reload), or empty. */
export function useDraftValues(count: number): CheckoutValues {
  const [values] = useState(() => ({
    travelers: readCheckoutDraft(count) ?? Array.from({ length: count }, emptyTraveller),
  }));
  return values;
}

/**
 * Keeps what the visitor typed in the tab's draft (./checkoutDraft.ts), so that a reload loses
 * nothing. Returns what ends the draft: once the purchase is made, it is removed and nothing is
 * written again.
 */
export function useCheckoutDraft(travellers: Traveller[]): () => void {
  const latest = useRef(travellers);
  const ended = useRef(false);
  const save = useCallback(() => {
    if (!ended.current) saveCheckoutDraft(latest.current);
  }, []);
  useEffect(() => {
    latest.current = travellers;
    const timer = setTimeout(save, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [travellers, save]);
  useEffect(() => {
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [save]);
  return useCallback(() => {
    ended.current = true;
    clearCheckoutDraft();
  }, []);
}
