/** Half up to whole dollars; totals are positive, so Math.round is half up. */
export function roundDollars(amount: number): number {
  return Math.round(amount);
}

const dollars = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 0, useGrouping: true });

/** 1000000 -> 'US$ 1,000,000' (es-PE groups thousands with commas). */
export function formatDollars(amount: number): string {
  return `US$ ${dollars.format(amount)}`;
}
