// The tap at the first paint and the purchase's interactions (./interactions.mjs), in rounds
// judged as the first load is (contract section 8): after 5 rounds, and while an interval is
// still open after 10, then 20 (./verdict.mjs), so that 'undecided' means closer to the budget
// than the machine can tell, never too few rounds. Used by `npm run bench` (./bench.mjs).
import { ONE_BUTTON } from './benchPages.mjs';
import {
  FIRST_USES,
  PURCHASE_STEPS,
  firstUse,
  oneButtonClick,
  purchase,
  tapAtFirstPaint,
} from './interactions.mjs';
import { decide, pageVerdict, roundsUntilDecided } from './verdict.mjs';

export const TAP_BUDGET_MS = 100;
export const INTERACTION_BUDGET_MS = 200;
export const FRAME_BUDGET_MS = 100;
/** The purchase for one traveller and for a family of eight. */
export const FAMILIES = { 1: ['45'], 8: ['45', '43', '19', '17', '15', '12', '9', '6'] };

/**
 * The tap's verdict on its rounds: over when a tap was lost, else the interval of what the site
 * adds, round by round, to the same tap's time to its paint on the one-button page, against the
 * budget. A difference, as the first load's TBT is: the bare time also holds what the throttled
 * browser takes to paint any answer, which no page can spend less on.
 */
export function tapVerdict(rounds) {
  if (rounds.some((round) => !round.site)) return { verdict: 'over', lost: true };
  return {
    ...decide(
      rounds.map((round) => round.site.shown - (round.oneButton?.shown ?? NaN)),
      TAP_BUDGET_MS,
    ),
    lost: false,
  };
}

/** Rounds of a tap on / at its first paint, each beside the same tap on the one-button page. */
export const tapRounds = (browser, origin) =>
  roundsUntilDecided(
    async () => ({
      site: await tapAtFirstPaint(browser, `${origin}/`),
      oneButton: await tapAtFirstPaint(browser, origin + ONE_BUTTON),
    }),
    (rounds) => tapVerdict(rounds).verdict,
  );

/**
 * The purchase's rows from its rounds: each first use of the quote form, then each step for one
 * traveller and for eight, with each round's figures (undefined where a round has none).
 */
export const stepRows = (rounds) => [
  ...Object.keys(FIRST_USES).map((name) => ({
    name,
    one: rounds.map((round) => round.firstUses[name]),
    eight: null,
  })),
  ...PURCHASE_STEPS.map((name) => ({
    name,
    one: rounds.map((round) => round.purchases[1]?.[name]),
    eight: rounds.map((round) => round.purchases[8]?.[name]),
  })),
];

/** A step's verdict for one family: its worst interaction and its longest frame, by rounds. */
const familyVerdict = (runs) =>
  pageVerdict([
    decide(
      runs.map((run) => run?.interaction),
      INTERACTION_BUDGET_MS,
    ),
    decide(
      runs.map((run) => run?.frame),
      FRAME_BUDGET_MS,
    ),
  ]);

/** A step's verdict: over if either family's is, within if both are. */
export const stepVerdict = ({ one, eight }) =>
  pageVerdict([one, ...(eight ? [eight] : [])].map((runs) => ({ verdict: familyVerdict(runs) })));

/** The whole purchase's verdict: every step's. */
export const purchaseVerdict = (rounds) =>
  pageVerdict(stepRows(rounds).map((row) => ({ verdict: stepVerdict(row) })));

/**
 * Rounds of the purchase: the quote form's first uses, then the purchase for each family, each
 * beside a click on the one-button page (the yardstick), until every step is decided.
 */
export const purchaseRounds = (browser, origin) =>
  roundsUntilDecided(async () => {
    const firstUses = {};
    for (const name of Object.keys(FIRST_USES))
      firstUses[name] = await firstUse(browser, origin, name);
    const purchases = {};
    const clicks = [];
    for (const [count, ages] of Object.entries(FAMILIES)) {
      purchases[count] = await purchase(browser, origin, ages);
      clicks.push(await oneButtonClick(browser, origin + ONE_BUTTON));
    }
    return { firstUses, purchases, clicks };
  }, purchaseVerdict);
