import type { Dispatch } from '@reduxjs/toolkit';
import { PRICING_INSURER } from '../../domain/catalogue';
import { formatSoles } from '../../domain/money';
import { cipDeadline } from '../../domain/paymentTerms';
import type { CodedPurchase } from '../../domain/purchase';
import { purchaseTotalSoles } from '../../lib/purchasePayment';
import {
  toastDismissed,
  toastShown,
  type ToastRequest,
  type ToastState,
} from '../toast/toastSlice';

// After the spec's toast, the purchase's essentials stay in view, on whatever page the buyer
// goes to: its code and, for PagoEfectivo, the CIP with its amount in soles and its deadline,
// in a toast that stays until the buyer closes it or opens 'Mi seguro'. The site's one toast
// place shows it, so no page's first load carries its code: /checkout's does.

/** The notice: what the buyer needs of the purchase just made. */
export function purchaseNoticeToast(purchase: CodedPurchase): ToastRequest {
  const { payment } = purchase;
  return {
    title: `Tu compra ${purchase.code}`,
    description:
      payment?.method === 'pagoefectivo'
        ? `Paga el CIP ${payment.cip} por ${formatSoles(purchaseTotalSoles(purchase))} hasta el ${cipDeadline(payment)} (hora de Lima), en la app de tu banco, en agentes o en bodegas. Tu compra está en ‘Mi seguro’.`
        : `Guarda este código: ante una emergencia, llama a ${PRICING_INSURER} e indícalo. Tu compra está en ‘Mi seguro’, también sin conexión.`,
    duration: Infinity,
  };
}

/** The notice's toast while it shows: 'Mi seguro' closes it as it opens. */
let noticeId: string | null = null;

/** How often the spec's toast is looked at, to follow it at once when it goes. */
const LOOK_EVERY_MS = 200;

/**
 * A thunk: once the spec's toast `specToastId` has gone (its time over, or closed), the notice
 * of `purchase`. Another toast shown meanwhile (the visitor went on) takes its place instead.
 */
export const noticeAfterToast =
  (specToastId: string, purchase: CodedPurchase) =>
  (dispatch: Dispatch, getState: () => { toast: ToastState }) => {
    const look = setInterval(() => {
      const current = getState().toast.current;
      if (current?.id === specToastId) return;
      clearInterval(look);
      if (current === null)
        noticeId = dispatch(toastShown(purchaseNoticeToast(purchase))).payload.id;
    }, LOOK_EVERY_MS);
  };

/** Closes the notice, if it shows: the buyer has opened 'Mi seguro'. */
export function closePurchaseNotice(dispatch: Dispatch): void {
  if (noticeId) dispatch(toastDismissed(noticeId));
  noticeId = null;
}
