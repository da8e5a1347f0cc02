import { PLANS, type Plan, type ProductName } from './catalogue';

/** One of the spec's eligibility rules: from this age of the oldest traveller, these plans go. */
interface AgeRule {
  fromAge: number;
  excludes: readonly ProductName[];
}

// Lowest age first, so the first rule that hides a plan is the one to name to the visitor.
const AGE_RULES: readonly AgeRule[] = [
  { fromAge: 70, excludes: ['AC 1M'] },
  { fromAge: 75, excludes: ['AC 1M', 'AC 250', 'AC 150'] },
];

/** The rule that hides the plan for this oldest age, if any. */
function hidingRule(plan: Plan, oldestAge: number): AgeRule | undefined {
  return AGE_RULES.find(
    (rule) => oldestAge >= rule.fromAge && rule.excludes.includes(plan.productName),
  );
}

/** Eligibility is decided by the oldest traveller alone. */
export function isEligible(plan: Plan, oldestAge: number): boolean {
  return hidingRule(plan, oldestAge) === undefined;
}

export interface HiddenPlan {
  productName: ProductName;
  /** The rule in the visitor's words: 'AC 1M no está disponible si algún viajero tiene 70 años o más'. */
  reason: string;
}

/** The catalogue's plans this oldest age hides, in catalogue order, each with its rule. */
export function hiddenPlans(oldestAge: number): HiddenPlan[] {
  return PLANS.flatMap((plan) => {
    const rule = hidingRule(plan, oldestAge);
    return rule
      ? [
          {
            productName: plan.productName,
            reason: `${plan.productName} no está disponible si algún viajero tiene ${rule.fromAge} años o más`,
          },
        ]
      : [];
  });
}
