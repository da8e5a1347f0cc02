import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import RoundIconButton from '../../components/RoundIconButton';
import { useInBrowser } from '../../lib/useInBrowser';
import { dismissEarlyToast } from './earlyToast';
import { runToastAction } from './toastActions';
import { selectCurrentToast, toastDismissed, type Toast } from './toastSlice';
import { toastRegion, type ToastRegion } from './toastRegion';

function ToastCard({ toast, onPause }: { toast: Toast; onPause: (paused: boolean) => void }) {
  const dispatch = useAppDispatch();
  const destructive = toast.variant === 'destructive';
  return (
    <Box
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
        borderRadius: 1,
        boxShadow: 6,
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
      <RoundIconButton
        aria-label="Cerrar notificación"
        size="small"
        onClick={() => dispatch(toastDismissed(toast.id))}
      >
        <CloseIcon fontSize="small" />
      </RoundIconButton>
    </Box>
  );
}

/**
 * The toasts of every page, drawn into the page's toast region (./toastRegion), which sits
 * outside the React tree: errors go to its assertive live region, the rest to its polite one.
 */
export default function Toaster() {
  const toast = useAppSelector(selectCurrentToast);
  const dispatch = useAppDispatch();
  const [paused, setPaused] = useState(false);
  // The prerender has no page to draw into; the region is found once React runs in the browser.
  const region = useInBrowser<ToastRegion | null>(toastRegion, null);

  useEffect(() => {
    // Hovering or focusing a toast holds it open, so it can be read at one's own pace.
    if (!toast || paused || !Number.isFinite(toast.duration)) return;
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), toast.duration);
    return () => clearTimeout(timer);
  }, [toast, paused, dispatch]);

  // One toast at a time: the app's first toast replaces one shown before it was live.
  useLayoutEffect(() => {
    if (toast) dismissEarlyToast();
  }, [toast]);

  if (!toast || !region) return null;
  const card = <ToastCard key={toast.id} toast={toast} onPause={setPaused} />;
  return createPortal(card, toast.variant === 'destructive' ? region.assertive : region.polite);
}
