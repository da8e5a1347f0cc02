import type { Dispatch } from '@reduxjs/toolkit';
import { config } from '../../config';
import { PRICING_INSURER } from '../../domain/catalogue';
import { formatCalendarDate } from '../../domain/dates';
import { formatDollars } from '../../domain/money';
import { coverPeriod, purchaseDay } from '../../domain/coverPeriod';
import type { CodedPurchase } from '../../domain/purchase';
import { fullName } from '../../domain/traveller';
import { shownDocument } from '../../domain/travellerDocument';
import { sendFieldsByEmail } from '../../lib/emailjs';
import { formatPrice } from '../../lib/prices';
import { purchasePaymentLines } from '../../lib/purchasePayment';
import { tripText } from '../quotePage/tripSummary';
import { confirmationUpdated, type ConfirmationStatus, type PurchaseState } from './purchaseSlice';

// The purchase's confirmation e-mail goes to Traveller 1 through EmailJS, with the template
// EMAILJS_PURCHASE_TEMPLATE_ID (README: "The purchase template"); each field below is one of
// the template's variables. Its fate never changes the purchase: a failed send is said in
// 'Mi seguro', which sends it again.

/** The e-mail's fields: what a traveller needs to find the purchase and its cover. */
export function purchaseEmailFields(purchase: CodedPurchase): Record<string, string> {
  const { selectedPlan: plan, quoteData: quote, travelers } = purchase;
  const { from, to } = coverPeriod(purchase);
  return {
    user_email: travelers[0]?.email ?? '',
    purchase_code: purchase.code,
    purchase_date: formatCalendarDate(purchaseDay(purchase)),
    plan: plan.productName,
    insurer: PRICING_INSURER,
    coverage: formatDollars(plan.coverage),
    destination: quote.destination,
    dates:
      quote.modality === 'por_dias'
        ? tripText(quote)
        : `${tripText(quote)}: del ${formatCalendarDate(from)} al ${formatCalendarDate(to)}`,
    total: formatPrice(plan.price),
    travellers: travelers
      .map((traveller) => `${fullName(traveller)}, ${shownDocument(traveller)}`)
      .join('\n'),
    // A purchase stored by an earlier version has no payment to tell.
    payment: purchasePaymentLines(purchase)?.es ?? '',
  };
}

/**
 * A thunk that sends `purchase`'s confirmation and records its fate on the purchase. One send at
 * a time: dispatched again while the e-mail is on its way, it does nothing.
 */
export const sendPurchaseConfirmation =
  (purchase: CodedPurchase) =>
  async (dispatch: Dispatch, getState: () => { purchase: PurchaseState }): Promise<void> => {
    if (getState().purchase.confirmationSending) return;
    // The answer is recorded on the purchase it is for: a later one may have taken its place.
    const update = (status: ConfirmationStatus) => {
      if (getState().purchase.last?.code === purchase.code) dispatch(confirmationUpdated(status));
    };
    update('sending');
    try {
      await sendFieldsByEmail(purchaseEmailFields(purchase), config.emailjs.purchaseTemplateId);
      update('sent');
    } catch {
      update('failed');
    }
  };
