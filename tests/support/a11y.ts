import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './test';

/** No axe violation of serious or critical impact on what the page shows now. */
export async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    // The site's pages have no frames, so axe's results are put together in the page itself,
    // not in a blank page of their own: that page and a second injection of axe cost about a
    // second a scan, and the suite's tens of scans are bound by the CPU.
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Every rule still runs on every node; only the violations come back whole. The passes'
    // nodes (about 850 on `/`, 440 KB of results) cost a third of a second a scan to collect.
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious).toEqual([]);
}

/** Presses Tab until the element with this accessible name and role has focus. */
export async function tabTo(
  page: Page,
  role: Parameters<Page['getByRole']>[0],
  name: string | RegExp,
) {
  const target = page.getByRole(role, { name });
  for (let presses = 0; presses < 60; presses += 1) {
    // One look per press, and none that waits: the target may not be on the page yet (a
    // notice that the last field brought, say).
    const focused = await target.evaluateAll((elements) =>
      elements.some((element) => element === document.activeElement),
    );
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${role} "${name}"`);
}

export interface ScannedState {
  name: string;
  /** What the visitor does to reach this state from the one before. */
  act?: (page: Page) => Promise<void>;
}

export interface ScannedVisit {
  name: string;
  path: string;
  /** Values stored in localStorage before the page opens. */
  seed?: Record<string, unknown>;
  /** Reached in turn on the same page, each scanned. */
  states: readonly ScannedState[];
}

/**
 * One test per visit: the page opens once, then each of its states is reached in turn and
 * scanned, a step named after it. A test's cost is its page loads, and the states a visitor
 * passes through one after the other need no page of their own.
 */
export function scanEachVisit(visits: readonly ScannedVisit[]) {
  for (const visit of visits) {
    test(visit.name, async ({ page }) => {
      if (visit.seed)
        await page.addInitScript((entries) => {
          for (const [key, value] of Object.entries(entries))
            localStorage.setItem(key, JSON.stringify(value));
        }, visit.seed);
      await page.goto(visit.path);
      for (const state of visit.states) {
        await test.step(state.name, async () => {
          await state.act?.(page);
          await expectNoSeriousViolations(page);
        });
      }
    });
  }
}
