import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { HIDDEN_IN_PRINT } from '../../components/print';
import { runToastAction } from './toastActions';
import { selectCurrentToast, toastDismissed, type Toast } from './toastSlice';

function ToastCard({ toast, onPause }: { toast: Toast; onPause: (paused: boolean) => void }) {
  const dispatch = useAppDispatch();
  const destructive = toast.variant === 'destructive';
  return (
    <Paper
      elevation={6}
      onMouseEnter={() => onPause(true)}
      onMouseLeave={() => onPause(false)}
      onFocus={() => onPause(true)}
      onBlur={() => onPause(false)}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        p: 2,
        pr: 1,
        bgcolor: destructive ? 'error.main' : 'background.paper',
        color: destructive ? 'error.contrastText' : 'text.primary',
        borderLeft: 6,
        borderColor: destructive ? 'error.dark' : 'primary.main',
      }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography component="p" sx={{ fontWeight: 700 }}>
          {toast.title}
        </Typography>
        {toast.description && (
          <Typography component="p" variant="body2">
            {toast.description}
          </Typography>
        )}
        {toast.action && (
          <Button
            variant="contained"
            size="small"
            sx={{ mt: 1 }}
            onClick={() => {
              const { run } = toast.action!;
              dispatch(toastDismissed(toast.id));
              runToastAction(run);
            }}
          >
            {toast.action.label}
          </Button>
        )}
      </Box>
      <IconButton
        aria-label="Cerrar notificación"
        size="small"
        color="inherit"
        onClick={() => dispatch(toastDismissed(toast.id))}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}

/**
 * The toast area of every page. Both live regions stay mounted so that screen readers
 * announce a toast as soon as it is inserted; errors use the assertive one.
 */
export default function Toaster() {
  const toast = useAppSelector(selectCurrentToast);
  const dispatch = useAppDispatch();
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    // Hovering or focusing a toast holds it open, so it can be read at one's own pace.
    if (!toast || paused || !Number.isFinite(toast.duration)) return;
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), toast.duration);
    return () => clearTimeout(timer);
  }, [toast, paused, dispatch]);

  const card = toast && <ToastCard key={toast.id} toast={toast} onPause={setPaused} />;
  const destructive = toast?.variant === 'destructive';
  return (
    <Box
      component="section"
      aria-label="Notificaciones"
      sx={{
        position: 'fixed',
        zIndex: 'snackbar',
        left: 16,
        right: { xs: 88, sm: 'auto' },
        bottom: 16,
        width: { sm: 420 },
        ...HIDDEN_IN_PRINT,
      }}
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {!destructive && card}
      </div>
      <div role="alert" aria-atomic="true">
        {destructive && card}
      </div>
    </Box>
  );
}
