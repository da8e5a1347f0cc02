import { formatCalendarDate } from './dates';
import { eurosOf, formatEuros, formatNumber } from './money';

// Schengen visas ask for travel medical cover of at least €30,000 (Regulation (EC) 810/2009,
// art. 15). A plan's maximum cover is in dollars; the verdict is made on its euros at the
// build's reference rate, and the visitor decides: a plan that falls short is still offered.

export { SCHENGEN_DESTINATION } from './euroRate';
export const SCHENGEN_MINIMUM_EUROS = 30_000;

export interface SchengenVerdict {
  meets: boolean;
  /** The plan's cover in euros. */
  euros: number;
  /** What the plan card and the comparison say. */
  text: string;
}

/** Whether a cover of `dollars` meets the Schengen minimum, with the words that say so. */
export function schengenVerdict(dollars: number, eurosPerDollar: number): SchengenVerdict {
  const euros = eurosOf(dollars, eurosPerDollar);
  const meets = euros >= SCHENGEN_MINIMUM_EUROS;
  const minimum = formatEuros(SCHENGEN_MINIMUM_EUROS);
  return {
    meets,
    euros,
    text: meets
      ? `Cumple el mínimo Schengen de ${minimum}`
      : `No alcanza el mínimo Schengen de ${minimum}`,
  };
}

/** 'Tipo de cambio referencial del euro: € 0.86 por US$ 1 (20/11/2026)', once on /quote. */
export function euroRateText(eurosPerDollar: number, isoDate: string): string {
  return `Tipo de cambio referencial del euro: €\u00a0${formatNumber(eurosPerDollar, 2, 4)} por US$ 1 (${formatCalendarDate(isoDate)})`;
}
