import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  purchaseNoticeClosed,
  selectLastPurchase,
  selectPurchaseNotice,
} from '../checkout/purchaseSlice';

/** 'Mi seguro''s code: its dialog, the notice, the sends of the requests an earlier visit kept. */
export const loadMyCoverCode = () => import(/* webpackChunkName: "my-cover" */ './myCoverChunk');

const MyCoverDialog = lazy(() =>
  loadMyCoverCode().then((code) => ({ default: code.MyCoverDialog })),
);
const PurchaseNotice = lazy(() =>
  loadMyCoverCode().then((code) => ({ default: code.PurchaseNotice })),
);

/**
 * 'Mi seguro': shown once a valid purchase is stored. It appears only after storage is read,
 * so it takes room nothing else uses and moves nothing on the page. A request the buyer made on
 * an earlier visit and that did not go then (offline, or refused) is sent on this one. Given
 * `onNoticeGone`, it also keeps the purchase just made in view after the spec's toast (the
 * notice), until the buyer opens 'Mi seguro' or closes the notice; `onNoticeGone` is told when
 * the buyer closes it, to take the focus that was in it.
 */
export default function MyCoverButton({
  sx,
  onNoticeGone,
}: {
  sx?: SxProps<Theme>;
  onNoticeGone?: () => void;
}) {
  const dispatch = useAppDispatch();
  const purchase = useAppSelector(selectLastPurchase);
  const notice = useAppSelector(selectPurchaseNotice) && onNoticeGone;
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
          // The notice of the purchase has done its work.
          dispatch(purchaseNoticeClosed());
        }}
        sx={[
          { flexShrink: 0, whiteSpace: 'nowrap', bgcolor: 'background.paper' },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        Mi seguro
      </Button>
      {notice && (
        <Suspense fallback={null}>
          <PurchaseNotice
            purchase={purchase}
            onClose={() => {
              dispatch(purchaseNoticeClosed());
              notice();
            }}
          />
        </Suspense>
      )}
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
