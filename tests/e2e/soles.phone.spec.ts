import { expect, test } from '../support/test';
import { openQuote } from '../support/quotePage';
import { EXCHANGE_RATE_LINE, seedStorage, weekInEurope, withSoles } from '../support/site';

// Every dollar price a visitor sees is followed by its soles at the build's reference rate, to
// the céntimo, and each page with prices states that rate once (Ley 29571, art. 6).

test('every plan card gives its price in soles too, and /quote states the rate once', async ({
  page,
}) => {
  await openQuote(page, weekInEurope(['34', '72']));
  const prices = await page
    .getByRole('article')
    .locator('p', { hasText: /^US\$ / })
    .allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  for (const shown of prices) {
    const price = shown.replace(/\s/g, ' ');
    expect(price).toBe(withSoles(price.replace(/ \(S\/.*\)$/, '')));
  }
  await expect(page.getByText(EXCHANGE_RATE_LINE, { exact: true })).toHaveCount(1);
});

test("/checkout's total and price details are in soles too, with the rate stated", async ({
  page,
}) => {
  await seedStorage(page, {
    latestQuote: JSON.stringify(weekInEurope(['34', '72'])),
    selectedPlan: JSON.stringify({ productName: 'AC 250' }),
  });
  await page.goto('/checkout');
  // 12.5 a day x 7 days = 87.50 and 131.25 (x 1.5 at 72): 218.75, rounded to 219.
  await expect(page.getByTestId('checkout-total')).toHaveText(withSoles('US$ 219'));
  await expect(page.getByText(EXCHANGE_RATE_LINE, { exact: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'Ver detalle del precio' }).click();
  await expect(page.getByRole('row').last()).toHaveText(
    `Total${withSoles('US$ 218.75')}, redondeado a ${withSoles('US$ 219')}`,
  );
});
