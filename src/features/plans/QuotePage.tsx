import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectLatestQuote } from '../quote/quoteSlice';

export default function QuotePage() {
  const quote = useAppSelector(selectLatestQuote);
  if (!quote) return <Navigate to="/" replace />;
  return <main>Planes</main>;
}
