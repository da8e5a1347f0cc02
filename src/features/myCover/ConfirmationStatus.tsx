import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { HIDDEN_IN_PRINT } from '../../components/print';
import type { CodedPurchase } from '../../domain/purchase';
import { sendPurchaseConfirmation, underWay } from '../checkout/purchaseConfirmation';
import { selectConfirmationSend } from '../checkout/purchaseSlice';

/**
 * Where the purchase's confirmation e-mail went, or that it did not go, with a button that sends
 * it again. A live region, since it may change while the dialog is open.
 */
export default function ConfirmationStatus({ purchase }: { purchase: CodedPurchase }) {
  const dispatch = useAppDispatch();
  const send = useAppSelector(selectConfirmationSend);
  const sending = underWay(send);
  const email = purchase.travelers[0]?.email ?? '';
  const sent = purchase.confirmationSent;
  return (
    <Box
      sx={{
        mt: 2,
        p: 1.5,
        borderRadius: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
        justifyContent: 'space-between',
        bgcolor: sent ? 'primary.light' : '#fff4e5',
      }}
    >
      <Box component="p" role="status" sx={{ m: 0, flex: '1 1 16rem' }}>
        {sent
          ? `Te enviamos la confirmación a ${email}.`
          : send === 'offline'
            ? `Sin conexión: te enviaremos la confirmación a ${email} en cuanto vuelva la conexión. Tu compra está guardada en este dispositivo.`
            : sending
              ? `Enviando la confirmación a ${email}…`
              : `No pudimos enviar la confirmación a ${email}. Tu compra está guardada en este dispositivo.`}
      </Box>
      {!sent && (
        <Button
          variant="outlined"
          size="small"
          disabled={sending}
          onClick={() => void dispatch(sendPurchaseConfirmation(purchase))}
          sx={{ bgcolor: 'background.paper', ...HIDDEN_IN_PRINT }}
        >
          Enviar de nuevo
        </Button>
      )}
    </Box>
  );
}
