/** Half up to whole dollars; totals are positive, so Math.round is half up. */
export function roundDollars(amount: number): number {
  return Math.round(amount);
}

const dollars = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 0, useGrouping: true });

/** 1000000 -> 'US$ 1,000,000' (es-PE groups thousands with commas). */
export function formatDollars(amount: number): string {
  return `US$ ${dollars.format(amount)}`;
}

const cents = new Intl.NumberFormat('es-PE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount before rounding: 'US$ 125' when whole, 'US$ 187.50' otherwise. */
export function formatExactDollars(amount: number): string {
  return Number.isInteger(amount) ? formatDollars(amount) : `US$ ${cents.format(amount)}`;
}
