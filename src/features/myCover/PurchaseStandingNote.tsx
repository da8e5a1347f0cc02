import Box from '@mui/material/Box';
import { formatLimaDateTime } from '../../domain/limaTime';
import type { PurchaseStanding } from '../../domain/purchaseStanding';
import Bilingual from './Bilingual';

const cancellationAsked = (at: string) => ({
  es: `Pediste anular esta compra el ${at} (hora de Lima). Un asesor te confirmará por correo si procede y cómo.`,
  en: `You asked to cancel this purchase on ${at} (Lima time). An adviser will confirm by e-mail whether and how it applies.`,
});
const CIP_TO_PAY = {
  es: 'La cobertura rige una vez pagado el CIP de PagoEfectivo.',
  en: 'The cover holds once the PagoEfectivo CIP is paid.',
};
const NO_SLIP = {
  es: 'Esta constancia no es un comprobante de pago.',
  en: 'This certificate is not a payment slip.',
};

/**
 * Where the purchase stands, said first wherever it is shown ('Mi seguro', the constancia): a
 * cancellation asked, which an adviser confirms; or a CIP still to pay, the cover holding once
 * it is paid. Nothing for a purchase as made. With `certificate`, in Spanish and English, and
 * saying that the constancia is no payment slip.
 */
export default function PurchaseStandingNote({
  standing,
  certificate = false,
}: {
  standing: PurchaseStanding;
  certificate?: boolean;
}) {
  if (standing.state === 'made') return null;
  const said =
    standing.state === 'cancellationAsked'
      ? cancellationAsked(formatLimaDateTime(new Date(standing.sentAt)))
      : CIP_TO_PAY;
  // The constancia on a CIP still to pay: no reader takes it for the slip that pays it.
  const es = certificate && standing.state === 'cipToPay' ? `${said.es} ${NO_SLIP.es}` : said.es;
  const en = certificate && standing.state === 'cipToPay' ? `${said.en} ${NO_SLIP.en}` : said.en;
  return (
    <Box
      role="note"
      aria-label={standing.state === 'cancellationAsked' ? 'Anulación pedida' : 'Pago pendiente'}
      sx={{
        my: 1.5,
        p: 1.5,
        borderLeft: 4,
        borderColor: standing.state === 'cancellationAsked' ? 'error.main' : 'primary.main',
        bgcolor: 'action.hover',
        fontWeight: 600,
        breakInside: 'avoid',
      }}
    >
      {certificate ? <Bilingual es={es} en={en} /> : es}
    </Box>
  );
}
