import { PRICING_INSURER } from '../../domain/catalogue';
import { formatDollars } from '../../domain/money';
import type { PricedPlan } from '../../domain/pricing';
import type { Quote } from '../../domain/quote';
import { WHATSAPP_QUOTE_TEXT } from '../../lib/contactLinks';
import { quoteLinkUrl } from '../quote/quoteLink';
import { travellersText, tripText } from './tripSummary';

const SHARED_QUOTE_TITLE = 'Mi cotización de seguro de viaje en Compara y Ahorra';

/** The trip in a message: destination, dates or modality, travellers' ages; no personal data. */
function tripLines(quote: Quote): string[] {
  return [
    `Destino: ${quote.destination}`,
    `${quote.modality === 'por_dias' ? 'Fechas' : 'Modalidad'}: ${tripText(quote)}`,
    `Viajeros: ${travellersText(quote)} (${quote.ages.join(', ')} años)`,
  ];
}

/** The link to the plans `today`, as the message's last line, or no line when none can carry them. */
const linkLine = (quote: Quote, today: string) => {
  const link = quoteLinkUrl(quote, today);
  return link ? [link] : [];
};

/**
 * The quote in a WhatsApp message: trip, ages and plans with prices, then the link back to them
 * where one can carry the quote; no personal data.
 */
export function quoteShareText(quote: Quote, plans: readonly PricedPlan[], today: string): string {
  return [
    SHARED_QUOTE_TITLE,
    ...tripLines(quote),
    'Planes:',
    ...plans.map(
      (plan) => `- ${plan.productName} (${PRICING_INSURER}): ${formatDollars(plan.price)}`,
    ),
    ...linkLine(quote, today),
  ].join('\n');
}

/**
 * What an adviser needs to quote the other insurers: the spec's text, the trip, and the link to
 * the plans the visitor saw, where one can carry them.
 */
export function adviserQuoteText(quote: Quote, today: string): string {
  return [WHATSAPP_QUOTE_TEXT, ...tripLines(quote), ...linkLine(quote, today)].join('\n');
}

/** The one line that goes with the link in the system's share sheet. */
export const shareSheetText = (quote: Quote) =>
  `${SHARED_QUOTE_TITLE}: ${quote.destination}, ${travellersText(quote)}`;
