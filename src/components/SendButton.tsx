import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A form's send button: busy and disabled, saying 'Enviando…', while the send is on its way. */
export default function SendButton({ sending, label }: { sending: boolean; label: string }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={sending}
      endIcon={
        sending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <SendIcon />
      }
    >
      {sending ? 'Enviando…' : label}
    </Button>
  );
}
