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

export interface PageState {
  name: string;
  path: string;
  /** Values stored in localStorage before the page opens. */
  seed?: Record<string, unknown>;
  act?: (page: Page) => Promise<void>;
}

/** One axe scan per state, each on a fresh page. */
export function scanEachState(states: readonly PageState[]) {
  for (const state of states) {
    test(state.name, async ({ page }) => {
      if (state.seed)
        await page.addInitScript((entries) => {
          for (const [key, value] of Object.entries(entries))
            localStorage.setItem(key, JSON.stringify(value));
        }, state.seed);
      await page.goto(state.path);
      await state.act?.(page);
      await expectNoSeriousViolations(page);
    });
  }
}
