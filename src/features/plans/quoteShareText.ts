import { PRICING_INSURER } from '../../domain/catalogue';
import { formatDollars } from '../../domain/money';
import type { PricedPlan } from '../../domain/pricing';
import type { Quote } from '../../domain/quote';
import { travellersText, tripText } from './tripSummary';

/** The quote in a WhatsApp message: trip, ages and plans with prices; no personal data. */
export function quoteShareText(quote: Quote, plans: readonly PricedPlan[]): string {
  return [
    'Mi cotización de seguro de viaje en Compara y Ahorra',
    `Destino: ${quote.destination}`,
    `${quote.modality === 'por_dias' ? 'Fechas' : 'Modalidad'}: ${tripText(quote)}`,
    `Viajeros: ${travellersText(quote)} (${quote.ages.join(', ')} años)`,
    'Planes:',
    ...plans.map(
      (plan) => `- ${plan.productName} (${PRICING_INSURER}): ${formatDollars(plan.price)}`,
    ),
  ].join('\n');
}
