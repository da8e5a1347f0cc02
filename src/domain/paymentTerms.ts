import { formatLimaDateTime } from './limaTime';
import { formatSoles } from './money';
import {
  DEFAULT_PAYMENT_CHOICE,
  type InstallmentCount,
  type Payment,
  type PaymentChoice,
  type PaymentMethod,
} from './payment';

// The terms of each way to pay (the wallets' limit, the cuotas, the CIP's day) and the words that
// tell a payment, for /checkout, the purchase's e-mail, 'Mi seguro' and the constancia.

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  tarjeta: 'Tarjeta de crédito o débito',
  yape_plin: 'Yape o Plin',
  pagoefectivo: 'PagoEfectivo',
};

export const CARD_BRANDS = ['Visa', 'Mastercard', 'American Express', 'Diners Club'] as const;

/** Yape's and Plin's limit per operation, in soles. */
export const WALLET_LIMIT_SOLES = 500;

/** Whether a total in soles can be paid with Yape or Plin in one operation. */
export const walletAllows = (totalSoles: number): boolean => totalSoles <= WALLET_LIMIT_SOLES;

/** How long a PagoEfectivo CIP can be paid after the purchase. */
export const CIP_VALIDITY_HOURS = 24;

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

/** When a CIP must be paid by, in Lima: '29/11/2026 14:05'. */
export const cipDeadline = (payment: { cipExpiresAt: string }): string =>
  formatLimaDateTime(new Date(payment.cipExpiresAt));

/** Whether a CIP can no longer be paid at `now`: its expiry has come. */
export const cipExpired = (payment: { cipExpiresAt: string }, now: Date): boolean =>
  now.getTime() >= Date.parse(payment.cipExpiresAt);

/**
 * The payment in one Spanish line, for the e-mail, 'Mi seguro' and the constancia: the method,
 * then the cuotas and the amount of each, or the CIP and when it expires (or expired, at `now`).
 */
export function paymentText(payment: Payment, totalSoles: number, now: Date): string {
  const method = PAYMENT_METHOD_LABELS[payment.method];
  switch (payment.method) {
    case 'tarjeta':
      return `${method}, en ${installmentsText(totalSoles, payment.installments)}`;
    case 'yape_plin':
      return method;
    case 'pagoefectivo':
      return cipExpired(payment, now)
        ? `${method}, CIP ${payment.cip}: venció el ${cipDeadline(payment)} (hora de Lima)`
        : `${method}, CIP ${payment.cip}: págalo hasta el ${cipDeadline(payment)} (hora de Lima)`;
  }
}

/** The same line in English, for the constancia. */
export function paymentTextInEnglish(payment: Payment, totalSoles: number, now: Date): string {
  switch (payment.method) {
    case 'tarjeta': {
      const count = payment.installments;
      const amount = formatSoles(installmentAmount(totalSoles, count));
      return `Credit or debit card, in ${count} ${count === 1 ? 'instalment' : 'instalments'} of ${amount}`;
    }
    case 'yape_plin':
      return 'Yape or Plin';
    case 'pagoefectivo':
      return cipExpired(payment, now)
        ? `PagoEfectivo, CIP ${payment.cip}: expired on ${cipDeadline(payment)} (Lima time)`
        : `PagoEfectivo, CIP ${payment.cip}: pay by ${cipDeadline(payment)} (Lima time)`;
  }
}
