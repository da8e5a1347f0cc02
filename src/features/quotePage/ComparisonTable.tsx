import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { ALL_FEATURES } from '../../domain/catalogue';
import { featureCover } from '../../domain/featureCover';
import { tripDays } from '../../domain/dates';
import { formatDollars } from '../../domain/money';
import { SCHENGEN_DESTINATION } from '../../domain/schengen';
import Price from '../../components/Price';
import { usePageCodeOnIntent } from '../../lib/pageCode';
import { loadCheckoutPage } from '../checkout/loadCheckoutPage';
import type { PricedPlan } from '../../domain/pricing';
import type { Quote } from '../../domain/quote';
import SchengenVerdict from './SchengenVerdict';
import { priceBasisText } from './tripSummary';

interface ComparisonTableProps {
  plans: PricedPlan[];
  quote: Quote;
  onChoose: (plan: PricedPlan) => void;
}

/** The catalogue's features named by a masculine noun: the word in their cells agrees with it. */
const MASCULINE_FEATURES: readonly string[] = ['Seguro de equipaje'];

/**
 * Whether a plan includes `feature`, in a word that agrees with it: 'Incluida', 'No incluido',
 * 'Incluida en Asistencia médica por accidente o enfermedad'...
 */
function includedText(feature: string, cover: ReturnType<typeof featureCover>): string {
  const word = MASCULINE_FEATURES.includes(feature) ? 'incluido' : 'incluida';
  if (!cover) return `No ${word}`;
  const included = `I${word.slice(1)}`;
  return cover === 'listed' ? included : `${included} en ${cover.within}`;
}

function Included({ feature, plan }: { feature: string; plan: PricedPlan }) {
  const cover = featureCover(plan, feature);
  const yes = cover !== null;
  return (
    <>
      {yes ? (
        <CheckIcon color="secondary" fontSize="small" aria-hidden="true" />
      ) : (
        <RemoveIcon sx={{ color: 'text.disabled' }} fontSize="small" aria-hidden="true" />
      )}
      <Box component="span" sx={visuallyHidden}>
        {includedText(feature, cover)}
      </Box>
    </>
  );
}

/**
 * Per traveller, as the cards' price details say it: a day of a per-day trip, or the whole cover
 * otherwise; on average for a group, whose older travellers pay more.
 */
function unitPrice(plan: PricedPlan, quote: Quote) {
  const days = quote.modality === 'por_dias' ? tripDays(quote.departureDate, quote.returnDate) : 1;
  return <Price dollars={plan.price / days / quote.travelers} exact narrow />;
}

/** The unit price's row, naming its unit: a day or the cover, per traveller. */
function unitPriceLabel(quote: Quote): string {
  const unit = quote.modality === 'por_dias' ? 'Precio por día y viajero' : 'Precio por viajero';
  return quote.travelers > 1 ? `${unit} (promedio)` : unit;
}

/** The ticked plans side by side: a real table, the plans as columns. */
export default function ComparisonTable({ plans, quote, onChoose }: ComparisonTableProps) {
  const checkoutOnIntent = usePageCodeOnIntent(loadCheckoutPage);
  const row = (key: string, label: ReactNode, cell: (plan: PricedPlan) => ReactNode) => (
    <TableRow key={key}>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      {plans.map((plan) => (
        <TableCell key={plan.productName} align="center">
          {cell(plan)}
        </TableCell>
      ))}
    </TableRow>
  );
  return (
    <Table
      size="small"
      sx={{
        tableLayout: 'fixed',
        '& th, & td': { px: { xs: 0.5, sm: 2 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } },
        // Long feature names wrap between syllables; amounts wrap only after 'US$'.
        '& tbody th': { overflowWrap: 'break-word', hyphens: 'auto' },
        '& caption': { captionSide: 'top', px: 0, pt: 0, color: 'text.secondary' },
      }}
    >
      <caption>
        {plans.map((plan) => plan.productName).join(', ')}: {priceBasisText(quote)}
      </caption>
      <TableHead>
        <TableRow>
          <TableCell component="td" sx={{ width: { xs: '25%', sm: '30%' } }} />
          {plans.map((plan) => (
            <TableCell
              key={plan.productName}
              component="th"
              scope="col"
              align="center"
              sx={{ fontWeight: 800, fontSize: '1rem' }}
            >
              {plan.productName}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {row('coverage', 'Cobertura máxima', (plan) => formatDollars(plan.coverage))}
        {quote.destination === SCHENGEN_DESTINATION &&
          row('schengen', 'Mínimo Schengen', (plan) => (
            <SchengenVerdict coverage={plan.coverage} />
          ))}
        {ALL_FEATURES.map((feature) =>
          row(feature, feature, (plan) => <Included feature={feature} plan={plan} />),
        )}
        {row('total', 'Precio total', (plan) => (
          <Box component="strong" sx={{ color: 'primary.dark' }}>
            <Price dollars={plan.price} narrow />
          </Box>
        ))}
        {row('unit', unitPriceLabel(quote), (plan) => unitPrice(plan, quote))}
        {row(
          'hire',
          <Box component="span" sx={visuallyHidden}>
            Contratar
          </Box>,
          (plan) => (
            <Button
              variant="contained"
              size="small"
              onClick={() => onChoose(plan)}
              {...checkoutOnIntent}
              aria-label={`Contratar ${plan.productName}`}
              sx={{
                minWidth: 0,
                px: { xs: 0.75, sm: 2 },
                fontSize: { xs: '0.75rem', sm: '0.8125rem' },
              }}
            >
              Contratar
            </Button>
          ),
        )}
      </TableBody>
    </Table>
  );
}
