import SummaryRow from '../../components/SummaryRow';
import { PRICING_INSURER } from '../../domain/catalogue';
import { formatDollars } from '../../domain/money';
import type { PricedPlan } from '../../domain/pricing';
import type { Quote } from '../../domain/quote';
import { tripText } from './tripSummary';

interface PlanAndTripRowsProps {
  plan: PricedPlan;
  quote: Quote;
}

/** The plan and the trip, as /checkout's summary and 'Mi seguro' list them; inside a `<dl>`. */
export default function PlanAndTripRows({ plan, quote }: PlanAndTripRowsProps) {
  return (
    <>
      <SummaryRow label="Plan" value={plan.productName} />
      <SummaryRow label="Aseguradora" value={PRICING_INSURER} />
      <SummaryRow label="Cobertura máxima" value={formatDollars(plan.coverage)} />
      <SummaryRow label="Destino" value={quote.destination} />
      <SummaryRow
        label={quote.modality === 'por_dias' ? 'Fechas' : 'Modalidad'}
        value={tripText(quote)}
      />
    </>
  );
}
