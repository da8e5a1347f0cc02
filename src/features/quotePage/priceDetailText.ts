import { MODALITY_LABELS } from '../../domain/catalogue';
import { formatExactPrice, formatPrice } from '../../lib/prices';
import type { PriceBreakdown } from '../../domain/pricing';
import { plural } from './tripSummary';

/**
 * 'US$ 12.50 por día y viajero × 10 días = US$ 125 por viajero' or 'US$ 250 por viajero (Anual
 * múltitrip 30 días)': a traveller's rate, said per traveller as the comparison says it.
 */
export function basisText({ basis }: PriceBreakdown): string {
  if (basis.kind === 'per_day')
    return `${formatExactPrice(basis.pricePerDay)} por día y viajero × ${plural(basis.days, 'día', 'días')} = ${formatExactPrice(basis.amount)} por viajero`;
  return `${formatExactPrice(basis.amount)} por viajero (${MODALITY_LABELS[basis.modality]})`;
}

/** '× 1.5' */
export const factorText = (factor: number) => `× ${factor}`;

/** How the exact total became the price: 'US$ 312.50, redondeado a US$ 313'. */
export function roundingText({ exactTotal, total }: PriceBreakdown): string {
  return exactTotal === total
    ? `${formatPrice(total)}, sin redondeo`
    : `${formatExactPrice(exactTotal)}, redondeado a ${formatPrice(total)}`;
}
