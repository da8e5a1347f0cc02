// The bench's verdict (contract section 8), one that noise on a shared machine cannot flip, as
// Chromium's Pinpoint and Google's tachometer decide: paired rounds, and after 5, 10 and 20 of
// them the 98% confidence interval of the mean (Student's t) of each page's figures beside the
// yardstick. Within when the interval's upper end is inside the budget, over when its lower end
// is past it; still open after the last checkpoint, undecided. Pure functions: bench.mjs runs the
// rounds.

/** The rounds after which a page is decided, if its interval allows. */
export const CHECKPOINTS = [5, 10, 20];

/**
 * Student's t at 0.99 (a two-sided 98% interval) for the degrees of freedom of each checkpoint
 * (rounds less one): the distribution's own quantiles, from its tables.
 */
const T_99 = { 4: 3.747, 9: 2.821, 19: 2.539 };

/** The mean of `values` and its 98% interval; `values` has a checkpoint's count. */
export function interval(values) {
  const n = values.length;
  const t = T_99[n - 1];
  if (t === undefined)
    throw new Error(`an interval is taken after ${CHECKPOINTS}, not ${n} rounds`);
  const mean = values.reduce((sum, value) => sum + value, 0) / n;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (n - 1);
  const half = t * Math.sqrt(variance / n);
  return { n, mean, low: mean - half, high: mean + half };
}

/**
 * One figure's verdict against `limit` (the budget, on the figure's own scale): 'within',
 * 'over', or, while rounds remain, 'open'; 'undecided' at the last checkpoint.
 */
export function decide(values, limit) {
  const range = interval(values);
  const last = values.length >= CHECKPOINTS.at(-1);
  const verdict =
    range.high <= limit ? 'within' : range.low > limit ? 'over' : last ? 'undecided' : 'open';
  return { ...range, verdict };
}

/** A page's verdict from its figures': over if any is over, within if all are, else theirs. */
export function pageVerdict(figures) {
  const verdicts = figures.map((figure) => figure.verdict);
  if (verdicts.includes('over')) return 'over';
  if (verdicts.every((verdict) => verdict === 'within')) return 'within';
  return verdicts.includes('open') ? 'open' : 'undecided';
}

/** `items` in the order of round `round`: each round starts one further along. */
export const rotated = (items, round) =>
  items.map((_, index) => items[(index + round) % items.length]);
