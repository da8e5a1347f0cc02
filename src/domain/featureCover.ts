import { BASIC_MEDICAL, MEDICAL, type Plan } from './catalogue';

// How the catalogue's features relate, for the comparison alone: its rules stay out of the code
// every page loads with the catalogue.

/** A feature that a broader one includes: a plan with the broader one has it too. */
const INCLUDED_IN: Readonly<Record<string, string>> = { [BASIC_MEDICAL]: MEDICAL };

/**
 * Whether `plan` covers `feature`: by its name ('listed'), inside a broader feature it lists
 * (that feature's name), or not at all (null). AC 250 covers 'Asistencia médica básica' inside
 * 'Asistencia médica por accidente o enfermedad'.
 */
export function featureCover(
  plan: Pick<Plan, 'features'>,
  feature: string,
): 'listed' | { within: string } | null {
  if (plan.features.includes(feature)) return 'listed';
  const broader = INCLUDED_IN[feature];
  return broader && plan.features.includes(broader) ? { within: broader } : null;
}
