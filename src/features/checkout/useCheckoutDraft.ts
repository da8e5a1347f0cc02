import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_PAYMENT_CHOICE } from '../../domain/payment';
import { choiceFor } from '../../domain/paymentTerms';
import type { Quote } from '../../domain/quote';
import { emptyTraveller } from '../../domain/traveller';
import { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from './checkoutDraft';
import type { CheckoutValues } from './checkoutSchema';

/** The draft is written once typing pauses, or as the page goes, not on every key. */
const DRAFT_SAVE_DELAY_MS = 400;

/**
 * The form's first values: the travellers and the payment as the tab last kept them (a reload),
 * or empty cards and the card in one cuota. A wallet kept for a total it cannot pay (a draft
 * from a cheaper plan) gives way to the card.
 */
export function useDraftValues(quote: Quote, totalSoles: number): CheckoutValues {
  const [values] = useState(() => {
    const draft = readCheckoutDraft(quote);
    return {
      travelers: draft?.travelers ?? Array.from({ length: quote.travelers }, emptyTraveller),
      payment: choiceFor(draft?.payment ?? DEFAULT_PAYMENT_CHOICE, totalSoles),
    };
  });
  return values;
}

/**
 * Keeps what the visitor typed and chose for `quote` in the tab's draft (./checkoutDraft.ts), so
 * that a reload loses nothing. Returns what ends the draft: once the purchase is made, it is
 * removed and nothing is written again.
 */
export function useCheckoutDraft(values: CheckoutValues, quote: Quote): () => void {
  const latest = useRef(values);
  const ended = useRef(false);
  const save = useCallback(() => {
    if (!ended.current) saveCheckoutDraft(latest.current, quote);
  }, [quote]);
  const { travelers, payment } = values;
  useEffect(() => {
    latest.current = { travelers, payment };
    const timer = setTimeout(save, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [travelers, payment, save]);
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
