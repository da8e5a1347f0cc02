import ShareIcon from '@mui/icons-material/Share';
import Button from '@mui/material/Button';
import { useAppDispatch } from '../../app/hooks';
import type { Quote } from '../../domain/quote';
import { TOASTS } from '../../lib/toastMessages';
import { quoteLinkUrl } from '../quote/quoteLink';
import { toastShown } from '../toast/toastSlice';
import { shareSheetText } from './quoteShareText';

/**
 * 'Compartir': the link to these plans, through the system's share sheet where the browser has
 * one (phones), copied where it has not, and said so. A sheet the visitor closes is no error.
 */
export default function ShareQuoteButton({ quote }: { quote: Quote }) {
  const dispatch = useAppDispatch();
  const share = async () => {
    const shared = {
      title: 'Compara y Ahorra',
      text: shareSheetText(quote),
      url: quoteLinkUrl(quote),
    };
    if (navigator.share && (!navigator.canShare || navigator.canShare(shared))) {
      await navigator.share(shared).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(shared.url);
      dispatch(toastShown(TOASTS.linkCopied));
    } catch {
      dispatch(toastShown(TOASTS.linkNotCopied));
    }
  };
  return (
    <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => void share()}>
      Compartir
    </Button>
  );
}
