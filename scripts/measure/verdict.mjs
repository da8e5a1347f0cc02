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
 * The verdict of a figure that has nothing to judge: no rounds, or a round without its figure.
 * It fails, as 'over' does: a bench that measured nothing has shown nothing within.
 */
export const NO_DATA = 'no data';

/** Whether `values` hold a figure for every round, and at least one round. */
const hasData = (values) =>
  values.length > 0 && values.every((value) => typeof value === 'number' && !Number.isNaN(value));

/**
 * One figure's verdict against `limit` (the budget, on the figure's own scale): 'within',
 * 'over', or, while rounds remain, 'open'; 'undecided' at the last checkpoint; 'no data'
 * without a figure to judge.
 */
export function decide(values, limit) {
  if (!hasData(values))
    return { n: values.length, mean: NaN, low: NaN, high: NaN, verdict: NO_DATA };
  const range = interval(values);
  const last = values.length >= CHECKPOINTS.at(-1);
  const verdict =
    range.high <= limit ? 'within' : range.low > limit ? 'over' : last ? 'undecided' : 'open';
  return { ...range, verdict };
}

/**
 * A page's verdict from its figures': over if any is over, no data if any has none (or there are
 * no figures), within if all are, else theirs.
 */
export function pageVerdict(figures) {
  const verdicts = figures.map((figure) => figure.verdict);
  if (verdicts.includes('over')) return 'over';
  if (verdicts.length === 0 || verdicts.includes(NO_DATA)) return NO_DATA;
  if (verdicts.every((verdict) => verdict === 'within')) return 'within';
  return verdicts.includes('open') ? 'open' : 'undecided';
}

/** `items` in the order of round `round`: each round starts one further along. */
export const rotated = (items, round) =>
  items.map((_, index) => items[(index + round) % items.length]);

/** Whether a verdict fails the bench: over, or nothing to judge. Undecided fails nothing. */
export const fails = (verdict) => verdict === 'over' || verdict === NO_DATA;

/**
 * The median of `values`, or NaN when there are none: a median of no rounds is no figure, and
 * compares as neither inside nor past any budget.
 */
export const median = (values) =>
  values.length === 0 ? NaN : [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Rounds of a measure until its verdict is decided, as the first load's pages are: after 5
 * rounds, and if its interval is still open after 10, then 20 (CHECKPOINTS). `runRound(round)`
 * measures one round and gives its sample, or null when the round gave none (the machine could
 * not finish it): a few rounds more than the last checkpoint make up for those. `judge(samples)`
 * gives the verdict of a checkpoint's samples. Resolves to the samples and the verdict: open at
 * the last checkpoint is undecided, and no checkpoint reached is no data.
 */
export async function roundsUntilDecided(runRound, judge, { spare = 5 } = {}) {
  const samples = [];
  let verdict = NO_DATA;
  for (let round = 1; round <= CHECKPOINTS.at(-1) + spare; round += 1) {
    const sample = await runRound(round);
    if (sample === null || sample === undefined) continue;
    samples.push(sample);
    if (!CHECKPOINTS.includes(samples.length)) continue;
    verdict = judge(samples);
    if (verdict !== 'open') break;
  }
  return { samples, verdict: verdict === 'open' ? 'undecided' : verdict };
}
