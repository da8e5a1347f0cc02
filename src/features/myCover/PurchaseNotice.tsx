import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PageColumn from '../../components/PageColumn';
import { useId, useMemo, useState } from 'react';
import { PRICING_INSURER } from '../../domain/catalogue';
import type { Purchase } from '../../domain/purchase';
import { withCode } from '../../domain/purchaseCode';
import { purchaseTotalSoles } from '../../lib/purchasePayment';
import PagoEfectivoCode from './PagoEfectivoCode';

/**
 * The purchase's essentials on the landing page, once the spec's toast has told it: its code
 * and, for PagoEfectivo, the CIP with its amount in soles and its deadline. It stays until the
 * buyer opens 'Mi seguro' (its button, above the notice) or closes it (`onClose`).
 */
export default function PurchaseNotice({
  purchase: stored,
  onClose,
}: {
  purchase: Purchase;
  onClose: () => void;
}) {
  const titleId = useId();
  const purchase = useMemo(() => withCode(stored), [stored]);
  const [shownAt] = useState(() => new Date());
  const { payment } = purchase;
  return (
    <PageColumn sx={{ mb: { xs: 3, md: 4 } }}>
      <Box
        component="section"
        aria-labelledby={titleId}
        sx={{
          position: 'relative',
          p: 2,
          pr: 6,
          bgcolor: 'background.paper',
          borderLeft: 6,
          borderColor: 'secondary.main',
          borderRadius: 1,
          boxShadow: 2,
        }}
      >
        <Typography id={titleId} component="h2" sx={{ fontWeight: 800, fontSize: '1.15rem' }}>
          Tu compra {purchase.code}
        </Typography>
        <Typography sx={{ mt: 0.5 }}>
          Guarda este código: ante una emergencia, llama a {PRICING_INSURER} e indícalo. Tu compra
          está en &lsquo;Mi seguro&rsquo;, también sin conexión.
        </Typography>
        {payment?.method === 'pagoefectivo' && (
          <PagoEfectivoCode
            payment={payment}
            amountSoles={purchaseTotalSoles(purchase)}
            cancellationAsked={false}
            now={shownAt}
          />
        )}
        <IconButton
          aria-label="Cerrar el aviso de tu compra"
          onClick={onClose}
          sx={{ position: 'absolute', top: 4, right: 4 }}
        >
          <CloseIcon />
        </IconButton>
      </Box>
    </PageColumn>
  );
}
