import Typography from '@mui/material/Typography';
import type { ExchangeRate } from '../domain/exchangeRate';
import { exchangeRateText } from '../domain/money';
import { EXCHANGE_RATE } from '../lib/prices';

/**
 * The reference rate of the prices in soles, stated once on each page that shows prices: the
 * build's, or a purchase's own where its amounts are shown.
 */
export default function ExchangeRateNote({ rate = EXCHANGE_RATE }: { rate?: ExchangeRate }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {exchangeRateText(rate.solesPerDollar, rate.date)}
    </Typography>
  );
}
