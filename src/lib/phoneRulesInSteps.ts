import { nextTask } from './scheduling';

/**
 * The phone's rules in two steps a task apart: every country's metadata, then the library's
 * code and ../domain/phone.ts. Evaluated in one go, the two were a long task on a phone. A chunk
 * of its own, which ./phoneRules.ts asks for, so that the app's first load holds one loader for
 * them; their chunks are left unnamed, as a name would be carried by every page's first load.
 */
export async function phoneRulesInSteps() {
  await import('libphonenumber-js/min/metadata');
  await nextTask();
  return import('../domain/phone');
}
