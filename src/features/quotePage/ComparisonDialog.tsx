import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { type ComponentProps, memo, useDeferredValue, useState } from 'react';
import ComparisonTable from './ComparisonTable';

/**
 * The table a render after the dialog's frame: drawn with it, the two commits and their layout
 * made one frame of 100-200 ms on a phone; apart, each stays well under.
 */
function TableAfterTheFrame(props: ComponentProps<typeof ComparisonTable>) {
  const drawn = useDeferredValue(true, false);
  return drawn ? <ComparisonTable {...props} /> : null;
}

interface ComparisonDialogProps extends ComponentProps<typeof ComparisonTable> {
  open: boolean;
  /** Kept in the page, hidden, while closed: made ahead, the tap that opens it only shows it. */
  kept: boolean;
  onClose: () => void;
}

/**
 * The compared plans side by side. Memoised: the bar's own changes (the tap's busy look among
 * them) do not draw it again.
 */
function ComparisonDialog({ open, kept, onClose, ...table }: ComparisonDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // The table shows from the opening until the dialog has faded out.
  const [fadingOut, setFadingOut] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setFadingOut(!open);
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      keepMounted={kept}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="comparison-title"
      // In place, not in MUI's Portal: the Portal mounts its children in a second,
      // synchronous render, which took the whole dialog out of the click's transition.
      // (The dialog is fixed over the page either way, and the rest is still aria-hidden.)
      disablePortal
      slotProps={{ transition: { onExited: () => setFadingOut(false) } }}
    >
      <DialogTitle id="comparison-title">Comparar planes</DialogTitle>
      <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
        {(open || fadingOut) && <TableAfterTheFrame {...table} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}

export default memo(ComparisonDialog);
