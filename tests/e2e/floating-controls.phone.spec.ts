import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { openQuote } from '../support/quotePage';
import { seedStorage, weekInEurope } from '../support/site';

// Nothing the buyer reads or taps to buy lies under a floating control on a phone (320 and
// 390 px): the page leaves room for the WhatsApp button, and the comparison's round button above
// it, beside a plan's price and 'Contratar', the checkout's total and the quote form's button.

const WIDTHS = [320, 390];

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The floating controls' boxes as drawn now: the WhatsApp button, the comparison's. */
const floatingBoxes = (page: Page) =>
  page.evaluate(() =>
    [
      { name: 'WhatsApp', selector: 'a[aria-label^="Chatea con nosotros"]' },
      { name: 'la comparación', selector: 'section[aria-label="Planes para comparar"]' },
    ].flatMap(({ name, selector }) => {
      const control = document.querySelector(selector);
      if (!control) return [];
      const { x, y, width, height } = control.getBoundingClientRect();
      return [{ name, box: { x, y, width, height } }];
    }),
  );

/**
 * The boxes of the elements `locator` finds that are drawn now (a hidden one has none), with
 * their text: read in the page at once, not an element at a time.
 */
const drawnBoxes = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      if (width === 0 && height === 0) return [];
      return [{ text: (element as HTMLElement).innerText, box: { x, y, width, height } }];
    }),
  );

/**
 * At every scroll of the page, a step of a third of the screen at a time, no element of
 * `guarded` that is on the screen whole lies under a floating control.
 */
async function expectNeverCovered(page: Page, guarded: Locator) {
  const height = page.viewportSize()!.height;
  const end = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  for (let top = 0; top <= end + height / 3; top += Math.round(height / 3)) {
    await page.evaluate((y) => window.scrollTo(0, y), Math.min(top, end));
    await expect
      .poll(async () => {
        const covered: string[] = [];
        const floating = await floatingBoxes(page);
        for (const { text, box } of await drawnBoxes(guarded)) {
          if (box.y < 0 || box.y + box.height > height) continue;
          for (const { name, box: control } of floating) {
            if (overlap(box, control)) covered.push(`${text} bajo ${name}`);
          }
        }
        return covered;
      })
      .toEqual([]);
  }
}

for (const width of WIDTHS) {
  test(`at ${width} px, no plan's price or 'Contratar' is under the WhatsApp button or the comparison`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 700 });
    await openQuote(page, weekInEurope(['34', '41']));
    // Two plans to compare, the first and the last: the comparison's button shows.
    await page.getByRole('checkbox', { name: 'Comparar AC 1M' }).check();
    await page.getByRole('checkbox', { name: 'Comparar AC 35' }).check();
    await expect(page.getByRole('button', { name: 'Comparar (2)' })).toBeVisible();
    const plans = page.getByRole('article');
    const guarded = plans
      .getByText(/^US\$ [\d,.]+ \(S\//)
      .or(plans.getByRole('button', { name: /^Contratar / }));
    await expectNeverCovered(page, guarded);
  });

  test(`at ${width} px, neither the quote form's button nor the checkout's total is under the WhatsApp button`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/');
    await expectNeverCovered(page, page.getByRole('button', { name: 'Ver Planes y Precios' }));
    await seedStorage(page, {
      latestQuote: JSON.stringify(weekInEurope(['34', '41'])),
      selectedPlan: JSON.stringify({ productName: 'AC 150' }),
    });
    await page.goto('/checkout');
    await expect(page.getByTestId('checkout-total')).toBeVisible();
    await expectNeverCovered(page, page.getByTestId('checkout-total'));
  });
}
