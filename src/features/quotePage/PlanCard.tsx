import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import Price from '../../components/Price';
import { WHATSAPP_ROOM } from '../../components/whatsAppRoom';
import { HIDDEN_IN_PRINT } from '../../components/print';
import { usePageCodeOnIntent } from '../../lib/pageCode';
import { loadCheckoutPage } from '../checkout/loadCheckoutPage';
import { formatDollars } from '../../domain/money';
import { PRICING_INSURER } from '../../domain/catalogue';
import type { PriceBreakdown, PricedPlan } from '../../domain/pricing';
import CompareToggle from './CompareToggle';
import PriceDetails from './PriceDetails';
import SchengenVerdict from './SchengenVerdict';

/**
 * The list of what a plan covers, its items and their tick styled from here: plain elements,
 * where a styled item and an icon each would cost two style computations per line, about 35 per
 * search, all in the frames that draw the plans.
 */
const FEATURE_LIST = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 0.5,
  '& > li': { display: 'flex', gap: 1, alignItems: 'flex-start' },
  // MUI's small icon, in the secondary colour.
  '& svg': {
    width: '1em',
    height: '1em',
    fontSize: '1.25rem',
    flexShrink: 0,
    fill: 'currentColor',
    color: 'secondary.main',
    mt: 0.25,
  },
} as const;

/** Material's 'Check' icon, drawn as a plain SVG. */
function CheckMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
    </svg>
  );
}

interface PlanCardProps {
  plan: PricedPlan;
  priceBasis: string;
  breakdown?: PriceBreakdown;
  /** The trip is to Europe: the card says whether the plan meets the Schengen minimum. */
  toSchengen: boolean;
  onChoose: (plan: PricedPlan) => void;
}

/**
 * Memoised: a new order of the plans moves their cards and draws none of them again (a card is
 * most of what /quote draws, and a phone felt each one).
 */
const PlanCard = memo(function PlanCard({
  plan,
  priceBasis,
  breakdown,
  toSchengen,
  onChoose,
}: PlanCardProps) {
  const checkoutOnIntent = usePageCodeOnIntent(loadCheckoutPage);
  const titleId = `plan-${plan.productName.replace(/\s+/g, '-')}`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{
        p: { xs: 2.5, sm: 3 },
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { md: '1.2fr 1.5fr 1fr' },
        alignItems: 'center',
        position: 'relative',
        breakInside: 'avoid',
        ...(plan.isRecommended && {
          borderColor: 'secondary.main',
          borderWidth: 2,
          boxShadow: '0 12px 30px rgba(15,118,110,0.15)',
        }),
      }}
    >
      <Box>
        {plan.isRecommended && (
          <Chip
            label="RECOMENDADO"
            color="secondary"
            size="small"
            sx={{ fontWeight: 800, mb: 1 }}
          />
        )}
        <Typography variant="h2" id={titleId} sx={{ fontSize: '1.5rem' }}>
          {plan.productName}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {PRICING_INSURER}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          Cobertura máxima{' '}
          <Box component="strong" sx={{ color: 'primary.dark' }}>
            {formatDollars(plan.coverage)}
          </Box>
        </Typography>
        {toSchengen && (
          <Box sx={{ mt: 1 }}>
            <SchengenVerdict coverage={plan.coverage} />
          </Box>
        )}
      </Box>
      <Box component="ul" aria-label="Coberturas incluidas" sx={FEATURE_LIST}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <CheckMark />
            {feature}
          </li>
        ))}
      </Box>
      <Box sx={{ textAlign: { md: 'right' }, display: 'grid', gap: 1 }}>
        <Typography
          component="p"
          sx={{
            fontSize: '2rem',
            fontWeight: 800,
            color: 'primary.dark',
            lineHeight: 1,
            ...WHATSAPP_ROOM,
          }}
        >
          <Price dollars={plan.price} />
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {priceBasis}
        </Typography>
        <Button
          variant="contained"
          size="large"
          onClick={() => onChoose(plan)}
          {...checkoutOnIntent}
          aria-label={`Contratar ${plan.productName}`}
          sx={{ ...WHATSAPP_ROOM, ...HIDDEN_IN_PRINT }}
        >
          Contratar
        </Button>
      </Box>
      <Box
        sx={{
          gridColumn: { md: '1 / -1' },
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          columnGap: 3,
          borderTop: 1,
          borderColor: 'divider',
          pt: 1,
          '@media print': { borderTop: 0, pt: 0 },
        }}
      >
        <CompareToggle productName={plan.productName} />
        {breakdown && <PriceDetails productName={plan.productName} breakdown={breakdown} />}
      </Box>
    </Card>
  );
});

export default PlanCard;
