import ShareIcon from '@mui/icons-material/Share';
import Button from '@mui/material/Button';
import { useAppDispatch } from '../../store/hooks';
import { localToday } from '../../domain/dates';
import type { Quote } from '../../domain/quote';
import { SHARE_TOASTS } from './shareToasts';
import { quoteLinkUrl } from '../quote/quoteLink';
import { toastShown } from '../toast/toastSlice';
import { shareSheetText } from './quoteShareText';

/** A share sheet the visitor closed: what they chose, not a failure. */
const closedByVisitor = (error: unknown) => (error as { name?: unknown })?.name === 'AbortError';

/**
 * 'Compartir': the link to these plans, through the system's share sheet where the browser has
 * one (phones), copied where it has not or where the sheet fails, and said so. A sheet the
 * visitor closes is no error. A quote no link can carry (the form would refuse it today) has no
 * 'Compartir': a link that opens refused is no link to share.
 */
export default function ShareQuoteButton({ quote }: { quote: Quote }) {
  const dispatch = useAppDispatch();
  const url = quoteLinkUrl(quote, localToday());
  if (!url) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      dispatch(toastShown(SHARE_TOASTS.linkCopied));
    } catch {
      dispatch(toastShown(SHARE_TOASTS.linkNotCopied));
    }
  };
  const share = async () => {
    const shared = { title: 'Compara y Ahorra', text: shareSheetText(quote), url };
    if (!navigator.share || (navigator.canShare && !navigator.canShare(shared))) return copy();
    try {
      await navigator.share(shared);
    } catch (error) {
      if (!closedByVisitor(error)) await copy();
    }
  };
  return (
    <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => void share()}>
      Compartir
    </Button>
  );
}
