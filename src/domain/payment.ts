import { formatLimaDateTime } from './limaTime';
import { formatSoles } from './money';
import { isRecord } from './quote';

// How the buyer means to pay (contract section 6, "Payment in the simulation"): chosen on
// /checkout, kept with the purchase as `lastPurchase.payment`, told in one line to the buyer and
// to sales. Nothing of a card is ever asked or kept: in a real purchase the gateway asks for it.

export const PAYMENT_METHODS = ['tarjeta', 'yape_plin', 'pagoefectivo'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  tarjeta: 'Tarjeta de crédito o débito',
  yape_plin: 'Yape o Plin',
  pagoefectivo: 'PagoEfectivo',
};

export const CARD_BRANDS = ['Visa', 'Mastercard', 'American Express', 'Diners Club'] as const;

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

/** Yape's and Plin's limit per operation, in soles. */
export const WALLET_LIMIT_SOLES = 500;

/** Whether a total in soles can be paid with Yape or Plin in one operation. */
export const walletAllows = (totalSoles: number): boolean => totalSoles <= WALLET_LIMIT_SOLES;

/** How long a PagoEfectivo CIP can be paid after the purchase. */
export const CIP_VALIDITY_HOURS = 24;
export const CIP_DIGITS = 8;

/** One cuota of a total in soles: the total over the count, rounded up to the céntimo. */
export function installmentAmount(totalSoles: number, count: InstallmentCount): number {
  return Math.ceil(Math.round(totalSoles * 100) / count) / 100;
}

/** '3 cuotas de S/ 273.75', '1 cuota de S/ 821.25'. */
export const installmentsText = (totalSoles: number, count: InstallmentCount): string =>
  `${count} ${count === 1 ? 'cuota' : 'cuotas'} de ${formatSoles(installmentAmount(totalSoles, count))}`;

/**
 * The method the form holds for a total: the choice, unless it is a wallet the total is over
 * (a draft kept from a cheaper plan), which gives way to the default.
 */
export const choiceFor = (choice: PaymentChoice, totalSoles: number): PaymentChoice =>
  choice.method === 'yape_plin' && !walletAllows(totalSoles) ? DEFAULT_PAYMENT_CHOICE : choice;

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

/** When a CIP must be paid by, in Lima: '29/11/2026 14:05'. */
export const cipDeadline = (payment: { cipExpiresAt: string }): string =>
  formatLimaDateTime(new Date(payment.cipExpiresAt));

/**
 * The payment in one Spanish line, for the e-mail, 'Mi seguro' and the constancia: the method,
 * then the cuotas and the amount of each, or the CIP and when it expires.
 */
export function paymentText(payment: Payment, totalSoles: number): string {
  const method = PAYMENT_METHOD_LABELS[payment.method];
  switch (payment.method) {
    case 'tarjeta':
      return `${method}, en ${installmentsText(totalSoles, payment.installments)}`;
    case 'yape_plin':
      return method;
    case 'pagoefectivo':
      return `${method}, CIP ${payment.cip}: págalo hasta el ${cipDeadline(payment)} (hora de Lima)`;
  }
}

/** The same line in English, for the constancia. */
export function paymentTextInEnglish(payment: Payment, totalSoles: number): string {
  switch (payment.method) {
    case 'tarjeta': {
      const count = payment.installments;
      const amount = formatSoles(installmentAmount(totalSoles, count));
      return `Credit or debit card, in ${count} ${count === 1 ? 'instalment' : 'instalments'} of ${amount}`;
    }
    case 'yape_plin':
      return 'Yape or Plin';
    case 'pagoefectivo':
      return `PagoEfectivo, CIP ${payment.cip}: pay by ${cipDeadline(payment)} (Lima time)`;
  }
}
