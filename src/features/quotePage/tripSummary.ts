import { MODALITY_LABELS } from '../../domain/catalogue';
import { formatCalendarDate, tripDays } from '../../domain/dates';
import type { Quote } from '../../domain/quote';

/** '1 día', '7 días'. */
export const plural = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

export const travellersText = (quote: Quote) => plural(quote.travelers, 'viajero', 'viajeros');

/** '12/03/2027 al 19/03/2027 (7 días)' for a per-day trip, the modality's name otherwise. */
export function tripText(quote: Quote): string {
  if (quote.modality !== 'por_dias') return MODALITY_LABELS[quote.modality];
  const days = tripDays(quote.departureDate, quote.returnDate);
  return `${formatCalendarDate(quote.departureDate)} al ${formatCalendarDate(quote.returnDate)} (${plural(days, 'día', 'días')})`;
}

/** What a plan's price pays for: 'Total por 7 días, 2 viajeros' or 'Anual múltitrip 30 días, 1 viajero'. */
export function priceBasisText(quote: Quote): string {
  const period =
    quote.modality === 'por_dias'
      ? `Total por ${plural(tripDays(quote.departureDate, quote.returnDate), 'día', 'días')}`
      : `Total ${MODALITY_LABELS[quote.modality]}`;
  return `${period}, ${travellersText(quote)}`;
}
