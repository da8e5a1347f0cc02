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
import { backOnline } from '../../lib/scheduling';
import { tripText } from '../quotePage/tripSummary';
import { confirmationUpdated, type PurchaseState, type SendStatus } from './purchaseSlice';

// A purchase's e-mails (its confirmation, then any request the buyer makes from 'Mi seguro') go
// through EmailJS with one template, EMAILJS_PURCHASE_TEMPLATE_ID (README: "The purchase
// template"); each field below is one of the template's variables. Their fate never changes the
// purchase: a send made offline waits for the network, and a refused one is said in 'Mi seguro',
// which sends it again.

/**
 * The e-mail's fields: what a traveller needs to find the purchase and its cover, and `request`,
 * what the buyer asks (none for the confirmation).
 */
export function purchaseEmailFields(purchase: CodedPurchase, request = ''): Record<string, string> {
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
    request,
  };
}

/**
 * Sends one of the purchase's e-mails, telling `update` where it is: offline, it waits for the
 * network to come back; then on its way, and sent or refused. Never rejects.
 */
export async function sendPurchaseEmail(
  fields: Record<string, string>,
  update: (status: SendStatus) => void,
): Promise<void> {
  try {
    if (!navigator.onLine) {
      update('offline');
      await backOnline();
    }
    update('sending');
    await sendFieldsByEmail(fields, config.emailjs.purchaseTemplateId);
    update('sent');
  } catch {
    update('failed');
  }
}

/** Whether a send is under way: on its way, or waiting for the network. */
export const underWay = (status: SendStatus | undefined): boolean =>
  status === 'sending' || status === 'offline';

/**
 * A thunk that sends `purchase`'s confirmation and records its fate on the purchase. One send at
 * a time: dispatched again while the e-mail is under way, it does nothing.
 */
export const sendPurchaseConfirmation =
  (purchase: CodedPurchase) =>
  async (dispatch: Dispatch, getState: () => { purchase: PurchaseState }): Promise<void> => {
    if (underWay(getState().purchase.confirmation)) return;
    // The answer is recorded on the purchase it is for: a later one may have taken its place.
    await sendPurchaseEmail(purchaseEmailFields(purchase), (status) => {
      if (getState().purchase.last?.code === purchase.code) dispatch(confirmationUpdated(status));
    });
  };
