import Typography from '@mui/material/Typography';
import { EXCHANGE_RATE_TEXT } from '../lib/prices';

/** The reference rate of the prices in soles, stated once on each page that shows prices. */
export default function ExchangeRateNote() {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {EXCHANGE_RATE_TEXT}
    </Typography>
  );
}
