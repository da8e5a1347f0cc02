import { MODALITY_LABELS } from '../../domain/catalogue';
import { formatDollars, formatExactDollars } from '../../domain/money';
import type { PriceBreakdown } from '../../domain/pricing';
import { plural } from './tripSummary';

/** 'US$ 12.50 por día × 10 días = US$ 125 por viajero' or 'US$ 250 por viajero (Anual múltitrip 30 días)'. */
export function basisText({ basis }: PriceBreakdown): string {
  if (basis.kind === 'per_day')
    return `${formatExactDollars(basis.pricePerDay)} por día × ${plural(basis.days, 'día', 'días')} = ${formatExactDollars(basis.amount)} por viajero`;
  return `${formatExactDollars(basis.amount)} por viajero (${MODALITY_LABELS[basis.modality]})`;
}

/** '× 1.5' */
export const factorText = (factor: number) => `× ${factor}`;

/** How the exact total became the price: 'US$ 312.50, redondeado a US$ 313'. */
export function roundingText({ exactTotal, total }: PriceBreakdown): string {
  return exactTotal === total
    ? `${formatDollars(total)}, sin redondeo`
    : `${formatExactDollars(exactTotal)}, redondeado a ${formatDollars(total)}`;
}
