import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectLastPurchase } from '../checkout/purchaseSlice';

/** 'Mi seguro''s code, one chunk asked for from one place: its dialog, the sends of the requests an earlier visit kept. */
export const loadMyCoverCode = () => import(/* webpackChunkName: "my-cover" */ './myCoverChunk');

const MyCoverDialog = lazy(() =>
  loadMyCoverCode().then((code) => ({ default: code.MyCoverDialog })),
);

/**
 * 'Mi seguro': shown once a valid purchase is stored. It appears only after storage is read,
 * so it takes room nothing else uses and moves nothing on the page. A request the buyer made on
 * an earlier visit and that did not go then (offline, or refused) is sent on this one.
 */
export default function MyCoverButton({ sx }: { sx?: SxProps<Theme> }) {
  const dispatch = useAppDispatch();
  const purchase = useAppSelector(selectLastPurchase);
  const [openedAt, setOpenedAt] = useState<Date | null>(null);
  const [open, setOpen] = useState(false);

  const unsent = purchase?.requests?.some((request) => request.unsent) ?? false;
  useEffect(() => {
    if (!unsent) return;
    loadMyCoverCode()
      .then(({ sendUnsentRequests }) => dispatch(sendUnsentRequests()))
      .catch(() => {
        // Its code could not come (offline): the request stays kept for the next visit.
      });
  }, [unsent, dispatch]);
  if (!purchase) return null;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<VerifiedUserIcon />}
        aria-haspopup="dialog"
        onClick={() => {
          setOpenedAt(new Date());
          setOpen(true);
        }}
        sx={[
          { flexShrink: 0, whiteSpace: 'nowrap', bgcolor: 'background.paper' },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        Mi seguro
      </Button>
      {openedAt && (
        <Suspense fallback={null}>
          <MyCoverDialog
            purchase={purchase}
            now={openedAt}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
