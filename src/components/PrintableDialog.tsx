import Dialog from '@mui/material/Dialog';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { ReactNode } from 'react';
import { PrintOnA4 } from './print';

// Printed, the dialog is the page: the site behind it and the dialog's frame stay off paper.
const PRINT_THE_DIALOG_ALONE = { '@media print': { '#root': { display: 'none' } } };

interface PrintableDialogProps {
  open: boolean;
  onClose: () => void;
  /** The id of the dialog's title, which names it. */
  titleId: string;
  children: ReactNode;
}

/** A dialog of details worth keeping on paper ('Mi seguro', a complaint's sheet), on A4. */
export default function PrintableDialog({
  open,
  onClose,
  titleId,
  children,
}: PrintableDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      scroll="body"
      // A phone's width goes to the details, not to the frame.
      slotProps={{
        paper: {
          // Doubled class: MUI's own full-width rules for scroll="body" are as specific.
          sx: (theme) => ({
            [theme.breakpoints.down('sm')]: {
              '&&': { mx: 1.5, width: 'calc(100% - 24px)', maxWidth: 'calc(100% - 24px)' },
            },
          }),
        },
      }}
      sx={{
        '@media print': {
          position: 'static',
          '& .MuiBackdrop-root': { display: 'none' },
          '& .MuiDialog-container': { display: 'block', height: 'auto' },
          '& .MuiDialog-paper': { m: 0, boxShadow: 'none' },
        },
      }}
    >
      {open && <GlobalStyles styles={PRINT_THE_DIALOG_ALONE} />}
      {open && <PrintOnA4 />}
      {children}
    </Dialog>
  );
}
