import type { Dispatch } from '@reduxjs/toolkit';
import { FLUSH } from 'redux-persist';
import { config } from '../../config';
import { PRICING_INSURER } from '../../domain/catalogue';
import { formatCalendarDate } from '../../domain/dates';
import { formatDollars } from '../../domain/money';
import { coverPeriod, purchaseDay } from '../../domain/coverPeriod';
import {
  parsePurchase,
  PURCHASE_STORAGE_KEY,
  type CodedPurchase,
  type Purchase,
} from '../../domain/purchase';
import { fullName } from '../../domain/traveller';
import { shownDocument } from '../../domain/travellerDocument';
import { sendFieldsByEmail } from '../../lib/emailjs';
import { loadPhoneRules } from '../../lib/phoneRules';
import { purchasePaymentLines, purchaseTotalText } from '../../lib/purchasePayment';
import { backOnline } from '../../lib/scheduling';
import { readStoredEntity } from '../../lib/storedEntity';
import { inTabTurn } from '../../lib/tabTurns';
import { tripText } from '../quotePage/tripSummary';
import { confirmationUpdated, type PurchaseState, type SendStatus } from './purchaseSlice';

// A purchase's e-mails (its confirmation, then any request the buyer makes from 'Mi seguro') go
// through EmailJS with one template, EMAILJS_PURCHASE_TEMPLATE_ID (README: "The purchase
// template"); each field below is one of the template's variables. Their fate never changes the
// purchase: a send made offline waits for the network, and a refused one is said in 'Mi seguro',
// which sends it again.

/**
 * The e-mail's fields: what a traveller needs to find the purchase and its cover, each phone as
 * `showPhone` writes it (its international form), and `request`, what the buyer asks (none for
 * the confirmation).
 */
export function purchaseEmailFields(
  purchase: CodedPurchase,
  showPhone: (kept: string) => string,
  request = '',
): Record<string, string> {
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
    total: purchaseTotalText(purchase),
    travellers: travelers
      .map(
        (traveller) =>
          `${fullName(traveller)}, ${shownDocument(traveller)}, ${showPhone(traveller.phone)}`,
      )
      .join('\n'),
    // A purchase stored by an earlier version has no payment to tell.
    payment: purchasePaymentLines(purchase)?.es ?? '',
    request,
  };
}

/** One of a purchase's e-mails, sent once whatever the number of tabs open. */
export interface PurchaseEmail {
  purchase: CodedPurchase;
  /** What the buyer asks: none for the confirmation. */
  request?: string;
  /** What the e-mail is, for the browser-wide lock it is sent under: 'confirmation', a request. */
  item: string;
  /**
   * Whether the purchase as storage keeps it still waits for this e-mail: false once any tab
   * recorded it sent.
   */
  due(stored: Purchase | null): boolean;
}

/** The last purchase as storage keeps it now, where each tab records what it sent. */
const storedPurchase = () => readStoredEntity(PURCHASE_STORAGE_KEY, parsePurchase);

/**
 * Sends one of the purchase's e-mails, telling `update` where it is: offline, it waits for the
 * network to come back; then on its way (its fields written once the phone's rules have come),
 * and sent or refused. The site's tabs take turns
 * (../../lib/tabTurns.ts), and in its turn a tab sends only what storage still shows due: a tab
 * finding it sent by another is told 'sent' too. What `update` recorded is written to storage
 * through `dispatch`'s store before the next tab's turn. Never rejects.
 */
export async function sendPurchaseEmail(
  email: PurchaseEmail,
  update: (status: SendStatus) => void,
  dispatch: Dispatch,
): Promise<void> {
  try {
    if (!navigator.onLine) {
      update('offline');
      await backOnline();
    }
    update('sending');
    // Without the phone's rules (their code could not come), each phone goes as kept: E.164.
    const showPhone = await loadPhoneRules().then(
      (rules) => rules.internationalPhone,
      () => (kept: string) => kept,
    );
    const fields = purchaseEmailFields(email.purchase, showPhone, email.request);
    await inTabTurn(`${LOCK_PREFIX}${email.purchase.code}/${email.item}`, async () => {
      if (!email.due(storedPurchase())) return update('sent');
      await sendFieldsByEmail(fields, config.emailjs.purchaseTemplateId);
      update('sent');
      // redux-persist writes a moment later; the next tab's turn must read it sent.
      dispatch({ type: FLUSH, result: () => undefined });
    });
  } catch {
    update('failed');
  }
}

/** The browser-wide locks' names of the purchase's e-mails begin so. */
const LOCK_PREFIX = 'compara-y-ahorra/purchase-email/';

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
    const email: PurchaseEmail = {
      purchase,
      item: 'confirmation',
      due: (stored) => stored?.code !== purchase.code || !stored.confirmationSent,
    };
    // The answer is recorded on the purchase it is for: a later one may have taken its place.
    const forThisPurchase = () => getState().purchase.last?.code === purchase.code;
    await sendPurchaseEmail(
      email,
      (status) => {
        if (forThisPurchase()) dispatch(confirmationUpdated(status));
      },
      dispatch,
    );
  };
