import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import SummaryRow from '../../components/SummaryRow';
import ExchangeRateNote from '../../components/ExchangeRateNote';
import { WHATSAPP_ROOM } from '../../components/whatsAppRoom';
import Price from '../../components/Price';
import type { PriceBreakdown, PricedPlan } from '../../domain/pricing';
import type { Quote } from '../../domain/quote';
import PriceDetails from '../quotePage/PriceDetails';
import PlanAndTripRows from '../quotePage/PlanAndTripRows';
import { travellersText } from '../quotePage/tripSummary';

/** The plan and trip being bought, and the total priced from the catalogue. */
interface OrderSummaryProps {
  plan: PricedPlan;
  quote: Quote;
  breakdown: PriceBreakdown | null;
}

export default function OrderSummary({ plan, quote, breakdown }: OrderSummaryProps) {
  return (
    <Card component="section" aria-labelledby="summary-title" sx={{ p: 3 }}>
      <Typography variant="h2" id="summary-title" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Resumen de tu compra
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gap: 1, m: 0 }}>
        <PlanAndTripRows plan={plan} quote={quote} />
        <SummaryRow label="Viajeros" value={travellersText(quote)} />
      </Box>
      <Divider sx={{ my: 2 }} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 2,
          justifyContent: 'space-between',
          alignItems: 'baseline',
        }}
      >
        <Typography sx={{ fontWeight: 700 }}>Total a pagar</Typography>
        <Typography
          data-testid="checkout-total"
          sx={{
            fontSize: '1.75rem',
            fontWeight: 800,
            color: 'primary.dark',
            textAlign: 'right',
            ...WHATSAPP_ROOM,
          }}
        >
          <Price dollars={plan.price} />
        </Typography>
      </Box>
      <ExchangeRateNote />
      {breakdown && <PriceDetails productName={plan.productName} breakdown={breakdown} />}
      <Typography
        variant="body2"
        sx={{ display: 'flex', gap: 1, alignItems: 'center', color: 'text.secondary', mt: 2 }}
      >
        <LockIcon fontSize="small" aria-hidden="true" />
        Compra simulada: no se realizará ningún cobro.
      </Typography>
    </Card>
  );
}
