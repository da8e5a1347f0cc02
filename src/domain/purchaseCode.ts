import { CIP_DIGITS, type Payment, type PaymentChoice } from './payment';
import { CIP_VALIDITY_HOURS, walletAllows } from './paymentTerms';
import type { CodedPurchase, Purchase } from './purchase';
import { randomCharacters, referenceCode, type RandomBytes } from './referenceCode';

// What a purchase is given when it is made (its code, a PagoEfectivo CIP) is made here, apart
// from the purchase's parsing, which every page runs as storage is read: only the pages that
// buy or show a purchase carry the makers.

/** A new purchase's code: `CA-`, the date in Lima and six random characters. */
export const purchaseCode = (now: Date, randomBytes?: RandomBytes): string =>
  referenceCode('CA', now, randomBytes);

/** `purchase` with its code: its own, or a new one dated by the purchase for an earlier one. */
export const withCode = (purchase: Purchase, randomBytes?: RandomBytes): CodedPurchase => ({
  ...purchase,
  code: purchase.code ?? purchaseCode(new Date(purchase.purchaseDate), randomBytes),
});

/**
 * The payment of a purchase of `totalSoles` made `now` with `choice`: the card with its cuotas,
 * the wallets, or PagoEfectivo with a new CIP of eight digits that expires 24 hours later. Null
 * when the choice cannot pay that total (Yape o Plin above their limit per operation): such a
 * purchase is never made, whatever the form held.
 */
export function paymentAtPurchase(
  choice: PaymentChoice,
  totalSoles: number,
  now: Date,
  randomBytes?: RandomBytes,
): Payment | null {
  switch (choice.method) {
    case 'tarjeta':
      return { method: 'tarjeta', installments: choice.installments };
    case 'yape_plin':
      return walletAllows(totalSoles) ? { method: 'yape_plin' } : null;
    case 'pagoefectivo':
      return {
        method: 'pagoefectivo',
        cip: randomCharacters('0123456789', CIP_DIGITS, randomBytes),
        cipExpiresAt: new Date(now.getTime() + CIP_VALIDITY_HOURS * 3_600_000).toISOString(),
      };
  }
}
