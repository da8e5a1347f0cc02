import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { memo, type ChangeEvent, type ReactNode } from 'react';
import FormField from '../../components/FormField';
import { NATIVE_CHOICE } from '../../components/nativeChoice';
import { formatSoles } from '../../domain/money';
import {
  INSTALLMENT_COUNTS,
  PAYMENT_METHODS,
  type InstallmentCount,
  type PaymentChoice,
  type PaymentMethod,
} from '../../domain/payment';
import {
  CARD_BRANDS,
  CIP_VALIDITY_HOURS,
  installmentsText,
  PAYMENT_METHOD_LABELS,
  WALLET_LIMIT_SOLES,
  walletAllows,
} from '../../domain/paymentTerms';

// 'Medio de pago' on /checkout (contract section 6): three native radios, the card first and
// chosen by default, so that a visitor who never touches the group buys as the spec says.

const PAYMENT_TEXTS = {
  title: 'Medio de pago',
  card: `Aceptamos ${CARD_BRANDS.slice(0, -1).join(', ')} y ${CARD_BRANDS.at(-1)}.`,
  installments: 'Cuotas',
  installmentsNote:
    'Las cuotas son solo para tarjetas de crédito, y el banco emisor puede cobrar intereses por ellas.',
  wallet: `Pagas desde la app de tu celular, hasta ${formatSoles(WALLET_LIMIT_SOLES)} por operación.`,
  walletRefused: (totalSoles: number) =>
    `No disponible para esta compra: Yape y Plin permiten pagar hasta ${formatSoles(WALLET_LIMIT_SOLES)} por operación, y el total es ${formatSoles(totalSoles)}.`,
  cashCode: `Al comprar recibes un código CIP para pagar dentro de ${CIP_VALIDITY_HOURS} horas en la app de tu banco, en agentes o en bodegas.`,
  noCardData:
    'No te pedimos datos de tarjeta: en una compra real, la pasarela de pago te los pide de forma segura.',
};

/** A purchase refused because Yape o Plin cannot pay its total (paymentAtPurchase). */
export const WALLET_REFUSED_TOAST = {
  title: 'Medio de pago no disponible',
  description: `Yape y Plin permiten pagar hasta ${formatSoles(WALLET_LIMIT_SOLES)} por operación: elige otro medio de pago.`,
  variant: 'destructive',
} as const;

export const methodId = (method: PaymentMethod) => `payment-${method}`;

const CHOICE_BOX = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  p: 1.5,
  '&:has(input:checked)': { borderColor: 'primary.main', bgcolor: 'primary.light' },
  '&:has(input:disabled)': { bgcolor: 'background.default' },
} as const;
const CHOICE_LABEL = {
  display: 'flex',
  gap: 1.25,
  alignItems: 'flex-start',
  cursor: 'pointer',
  '&:has(input:disabled)': { cursor: 'not-allowed' },
} as const;
const RADIO = { ...NATIVE_CHOICE, mt: '2px' };
const TITLE = { display: 'block', fontWeight: 700 } as const;
const INFO = { display: 'block', color: 'text.secondary', fontSize: '0.875rem' } as const;

// The cuotas' options for a total, made once per total: the select is memoised.
const installmentOptions = (totalSoles: number) =>
  INSTALLMENT_COUNTS.map((count) => (
    <option key={count} value={count}>
      {installmentsText(totalSoles, count)}
    </option>
  ));

interface MethodProps {
  method: PaymentMethod;
  checked: boolean;
  disabled?: boolean;
  info: string;
  onChoose: (method: PaymentMethod) => void;
  /** What the chosen method asks besides (the card's cuotas). */
  children?: ReactNode;
}

/** One choice: its radio, its name, and a line (its description) that says what it means. */
function Method({ method, checked, disabled, info, onChoose, children }: MethodProps) {
  const id = methodId(method);
  return (
    <Box sx={CHOICE_BOX}>
      <Box component="label" sx={CHOICE_LABEL}>
        <Box
          component="input"
          type="radio"
          name="payment.method"
          value={method}
          id={id}
          checked={checked}
          disabled={disabled}
          onChange={() => onChoose(method)}
          aria-labelledby={`${id}-name`}
          aria-describedby={`${id}-info`}
          sx={RADIO}
        />
        <span>
          <Box component="span" id={`${id}-name`} sx={TITLE}>
            {PAYMENT_METHOD_LABELS[method]}
          </Box>
          <Box component="span" id={`${id}-info`} sx={INFO}>
            {info}
          </Box>
        </span>
      </Box>
      {children}
    </Box>
  );
}

interface PaymentMethodChoiceProps {
  value: PaymentChoice;
  /** The purchase's total in soles: the cuotas' amounts and the wallets' limit. */
  totalSoles: number;
  onChange: (choice: PaymentChoice) => void;
}

/** The 'Medio de pago' group. Memoised: a key pressed in a traveller's card leaves it alone. */
function PaymentMethodChoice({ value, totalSoles, onChange }: PaymentMethodChoiceProps) {
  const walletAllowed = walletAllows(totalSoles);
  const choose = (method: PaymentMethod) => onChange({ ...value, method });
  const chooseInstallments = (event: ChangeEvent<HTMLSelectElement>) =>
    onChange({ ...value, installments: Number(event.target.value) as InstallmentCount });
  const info: Record<PaymentMethod, string> = {
    tarjeta: PAYMENT_TEXTS.card,
    yape_plin: walletAllowed ? PAYMENT_TEXTS.wallet : PAYMENT_TEXTS.walletRefused(totalSoles),
    pagoefectivo: PAYMENT_TEXTS.cashCode,
  };
  return (
    <Card
      component="fieldset"
      aria-labelledby="payment-title"
      sx={{ p: { xs: 2.5, sm: 3 }, m: 0, minWidth: 0, display: 'grid', gap: 1.5 }}
    >
      <Typography variant="h2" id="payment-title" sx={{ fontSize: '1.25rem' }}>
        {PAYMENT_TEXTS.title}
      </Typography>
      {PAYMENT_METHODS.map((method) => (
        <Method
          key={method}
          method={method}
          checked={value.method === method}
          disabled={method === 'yape_plin' && !walletAllowed}
          info={info[method]}
          onChoose={choose}
        >
          {method === 'tarjeta' && value.method === 'tarjeta' && (
            <FormField
              id="payment-installments"
              name="payment.installments"
              label={PAYMENT_TEXTS.installments}
              value={value.installments}
              onChange={chooseInstallments}
              options={installmentOptions(totalSoles)}
              hint={PAYMENT_TEXTS.installmentsNote}
              sx={{ mt: 2 }}
            />
          )}
        </Method>
      ))}
      <Typography
        variant="body2"
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'text.secondary' }}
      >
        <LockIcon fontSize="small" aria-hidden="true" />
        {PAYMENT_TEXTS.noCardData}
      </Typography>
    </Card>
  );
}

export default memo(PaymentMethodChoice);
