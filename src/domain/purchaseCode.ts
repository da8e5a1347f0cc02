import type { CodedPurchase, Purchase } from './purchase';
import { referenceCode, type RandomBytes } from './referenceCode';

// A purchase's code is made here, apart from the purchase's parsing, which every page runs
// as storage is read: only the pages that buy or show a purchase carry the code's maker.

/** A new purchase's code: `CA-`, the date in Lima and six random characters. */
export const purchaseCode = (now: Date, randomBytes?: RandomBytes): string =>
  referenceCode('CA', now, randomBytes);

/** `purchase` with its code: its own, or a new one dated by the purchase for an earlier one. */
export const withCode = (purchase: Purchase, randomBytes?: RandomBytes): CodedPurchase => ({
  ...purchase,
  code: purchase.code ?? purchaseCode(new Date(purchase.purchaseDate), randomBytes),
});
