import { isRecord } from './quote';

// How the buyer means to pay (contract section 6, "Payment in the simulation"): chosen on
// /checkout, kept with the purchase as `lastPurchase.payment`, told in one line to the buyer and
// to sales (./paymentTerms.ts). Nothing of a card is ever asked or kept: in a real purchase the
// gateway asks for it. Here the shapes and their reading, which every page runs as storage is
// read; the terms and their words only on the pages that buy or show a purchase.

export const PAYMENT_METHODS = ['tarjeta', 'yape_plin', 'pagoefectivo'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const INSTALLMENT_COUNTS = [1, 3, 6, 12] as const;
export type InstallmentCount = (typeof INSTALLMENT_COUNTS)[number];

/** What the buyer has chosen on /checkout; the CIP is given only at the purchase. */
export interface PaymentChoice {
  method: PaymentMethod;
  installments: InstallmentCount;
}

/** The spec's purchase: a card, in one cuota. */
export const DEFAULT_PAYMENT_CHOICE: PaymentChoice = { method: 'tarjeta', installments: 1 };

/** How the purchase is to be paid, as `lastPurchase.payment` keeps it (contract section 3). */
export type Payment =
  | { method: 'tarjeta'; installments: InstallmentCount }
  | { method: 'yape_plin' }
  | { method: 'pagoefectivo'; cip: string; cipExpiresAt: string };

export const CIP_DIGITS = 8;

const isInstallmentCount = (value: unknown): value is InstallmentCount =>
  (INSTALLMENT_COUNTS as readonly unknown[]).includes(value);

/** A kept choice (the tab's draft), or null when the value is not one. */
export function parsePaymentChoice(value: unknown): PaymentChoice | null {
  if (!isRecord(value)) return null;
  const { method, installments } = value;
  if (!(PAYMENT_METHODS as readonly unknown[]).includes(method)) return null;
  if (!isInstallmentCount(installments)) return null;
  return { method: method as PaymentMethod, installments };
}

/** A stored payment, or null when the value is not one of the contract's three shapes. */
export function parsePayment(value: unknown): Payment | null {
  if (!isRecord(value)) return null;
  switch (value.method) {
    case 'tarjeta':
      return isInstallmentCount(value.installments)
        ? { method: 'tarjeta', installments: value.installments }
        : null;
    case 'yape_plin':
      return { method: 'yape_plin' };
    case 'pagoefectivo': {
      const { cip, cipExpiresAt } = value;
      if (typeof cip !== 'string' || !new RegExp(`^\\d{${CIP_DIGITS}}$`).test(cip)) return null;
      // An ISO 8601 instant, as the purchase wrote it.
      if (typeof cipExpiresAt !== 'string' || cipExpiresAt.length > 40) return null;
      if (Number.isNaN(Date.parse(cipExpiresAt)) || !/T.*(Z|[+-]\d{2}:\d{2})$/.test(cipExpiresAt))
        return null;
      return { method: 'pagoefectivo', cip, cipExpiresAt };
    }
    default:
      return null;
  }
}
