import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { card, openQuote } from '../support/quotePage';
import { seedStorage, weekInEurope } from '../support/site';

// Nothing the buyer reads or taps to buy lies under a floating control on a phone (320 and
// 390 px): not under the WhatsApp button, which the page leaves room for, nor under the
// comparison bar, which steps aside while such an element is where it sits.

const WIDTHS = [320, 390];

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The floating controls' boxes as drawn now: the comparison bar only while it shows. */
const floatingBoxes = (page: Page) =>
  page.evaluate(() => {
    const boxes: { name: string; box: Box }[] = [];
    const shown = (element: Element | null) =>
      element && getComputedStyle(element).visibility === 'visible' ? element : null;
    const whatsApp = shown(document.querySelector('a[aria-label^="Chatea con nosotros"]'));
    const bar = shown(document.querySelector('section[aria-label="Planes para comparar"]'));
    for (const [name, element] of [
      ['WhatsApp', whatsApp],
      ['barra de comparación', bar],
    ] as const) {
      if (!element) continue;
      const { x, y, width, height } = element.getBoundingClientRect();
      if (y < innerHeight) boxes.push({ name, box: { x, y, width, height } });
    }
    return boxes;
  });

/**
 * At every scroll of the page, a step of a third of the screen at a time, no element of
 * `guarded` that is on the screen whole lies under a floating control.
 */
async function expectNeverCovered(page: Page, guarded: Locator) {
  const height = page.viewportSize()!.height;
  const end = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  for (let top = 0; top <= end + height / 3; top += Math.round(height / 3)) {
    await page.evaluate((y) => window.scrollTo(0, y), Math.min(top, end));
    // The bar steps aside once the browser has told it: asked again until it has.
    await expect
      .poll(async () => {
        const covered: string[] = [];
        const floating = await floatingBoxes(page);
        for (const element of await guarded.all()) {
          const box = await element.boundingBox();
          if (!box || box.y < 0 || box.y + box.height > height) continue;
          for (const { name, box: control } of floating) {
            if (overlap(box, control)) covered.push(`${await element.innerText()} bajo ${name}`);
          }
        }
        return covered;
      })
      .toEqual([]);
  }
}

for (const width of WIDTHS) {
  test(`at ${width} px, no plan's price or 'Contratar' is under the WhatsApp button or the comparison bar`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 700 });
    await openQuote(page, weekInEurope(['34', '41']));
    // Comparing: the bar shows.
    for (const name of ['AC 1M', 'AC 60']) {
      await card(page, name)
        .getByRole('checkbox', { name: `Comparar ${name}` })
        .check();
    }
    await expect(page.getByRole('button', { name: 'Comparar (2)' })).toBeAttached();
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
