import Box from '@mui/material/Box';
import { formatSoles } from '../../domain/money';
import { type Payment } from '../../domain/payment';
import { cipDeadline, cipExpired } from '../../domain/paymentTerms';
import Bilingual from './Bilingual';

type CashPayment = Extract<Payment, { method: 'pagoefectivo' }>;

const CODE = {
  display: 'block',
  fontSize: '1.5rem',
  fontWeight: 800,
  letterSpacing: '0.12em',
  fontVariantNumeric: 'tabular-nums',
} as const;

/**
 * A PagoEfectivo purchase's CIP, its amount in soles and when it expires, set apart: the buyer
 * needs all three to pay (at the bank's app, an agent or a bodega). Past its expiry at `now`, it says so and what to do
 * instead, never that it can still be paid. With `english`, each line has its English beneath
 * it, as the constancia's labels do.
 */
export default function PagoEfectivoCode({
  payment,
  amountSoles,
  cancellationAsked,
  now,
  english = false,
}: {
  payment: CashPayment;
  /** What the CIP asks to be paid: the purchase's total in soles. */
  amountSoles: number;
  /** The buyer asked to cancel the purchase: whether to pay is the adviser's to say. */
  cancellationAsked: boolean;
  now: Date;
  english?: boolean;
}) {
  const deadline = cipDeadline(payment);
  const expired = cipExpired(payment, now);
  const say = (es: string, en: string) => (english ? <Bilingual es={es} en={en} /> : es);
  return (
    <Box
      role="note"
      aria-labelledby="pagoefectivo-code-title"
      sx={{
        my: 2,
        p: 1.5,
        border: 2,
        borderColor: expired ? 'error.main' : 'primary.main',
        borderRadius: 2,
        bgcolor: expired ? '#fff4e5' : 'primary.light',
        breakInside: 'avoid',
      }}
    >
      <Box component="span" id="pagoefectivo-code-title" sx={{ display: 'block', fontWeight: 700 }}>
        {say('Código de pago (CIP) de PagoEfectivo', 'PagoEfectivo payment code (CIP)')}
      </Box>
      <Box component="span" sx={expired ? { ...CODE, textDecoration: 'line-through' } : CODE}>
        {payment.cip}
      </Box>
      <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
        {say(
          `Monto a pagar: ${formatSoles(amountSoles)}`,
          `Amount to pay: ${formatSoles(amountSoles)}`,
        )}
      </Box>
      <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
        {expired
          ? say(
              `Venció el ${deadline} (hora de Lima): este código ya no se puede pagar. Si aún no pagaste, habla con un asesor para recibir un código nuevo o pagar de otra forma.`,
              `Expired on ${deadline} (Lima time): this code can no longer be paid. If you have not paid yet, ask an adviser for a new code or another way to pay.`,
            )
          : cancellationAsked
            ? say(
                `Pediste anular esta compra: un asesor te dirá si aún debes pagar este código, que vence el ${deadline} (hora de Lima).`,
                `You asked to cancel this purchase: an adviser will tell you whether to pay this code, which expires on ${deadline} (Lima time).`,
              )
            : say(
                `Págalo hasta el ${deadline} (hora de Lima) en la app de tu banco, en agentes o en bodegas.`,
                `Pay by ${deadline} (Lima time) at your bank's app, an agent or a corner shop.`,
              )}
      </Box>
    </Box>
  );
}
