import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectLastPurchase } from '../checkout/purchaseSlice';

const MyCoverDialog = lazy(() => import(/* webpackChunkName: "my-cover" */ './MyCoverDialog'));

/**
 * 'Mi seguro': shown once a valid purchase is stored. It appears only after storage is read,
 * so it takes room nothing else uses and moves nothing on the page.
 */
export default function MyCoverButton({ sx }: { sx?: SxProps<Theme> }) {
  const purchase = useAppSelector(selectLastPurchase);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (!purchase) return null;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<VerifiedUserIcon />}
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        sx={[
          { flexShrink: 0, whiteSpace: 'nowrap', bgcolor: 'background.paper' },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        Mi seguro
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MyCoverDialog purchase={purchase} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
