import { PRICING_INSURER } from '../../domain/catalogue';
import { formatDollars } from '../../domain/money';
import type { PricedPlan } from '../../domain/pricing';
import type { Quote } from '../../domain/quote';
import { WHATSAPP_QUOTE_TEXT } from '../../lib/contactLinks';
import { travellersText, tripText } from './tripSummary';

/** The trip in a message: destination, dates or modality, travellers' ages; no personal data. */
function tripLines(quote: Quote): string[] {
  return [
    `Destino: ${quote.destination}`,
    `${quote.modality === 'por_dias' ? 'Fechas' : 'Modalidad'}: ${tripText(quote)}`,
    `Viajeros: ${travellersText(quote)} (${quote.ages.join(', ')} años)`,
  ];
}

/** The quote in a WhatsApp message: trip, ages and plans with prices; no personal data. */
export function quoteShareText(quote: Quote, plans: readonly PricedPlan[]): string {
  return [
    'Mi cotización de seguro de viaje en Compara y Ahorra',
    ...tripLines(quote),
    'Planes:',
    ...plans.map(
      (plan) => `- ${plan.productName} (${PRICING_INSURER}): ${formatDollars(plan.price)}`,
    ),
  ].join('\n');
}

/** What an adviser needs to quote the other insurers: the spec's text, then the trip. */
export function adviserQuoteText(quote: Quote): string {
  return [WHATSAPP_QUOTE_TEXT, ...tripLines(quote)].join('\n');
}
