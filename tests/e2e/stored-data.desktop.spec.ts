import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { passTheSearch, seedStorage, weekInEurope, withSoles } from '../support/site';

async function storeQuote(page: Page, quote: object, plan?: object) {
  await seedStorage(page, {
    latestQuote: JSON.stringify(quote),
    ...(plan && { selectedPlan: JSON.stringify(plan) }),
  });
}

// What /quote and /checkout do with stored data, whatever the width: one width.
test.describe('stored data on /quote and /checkout', () => {
  test('/quote and /checkout without stored data go back to / silently', async ({ page }) => {
    await page.goto('/quote');
    await expect(page).toHaveURL('/');
    await page.goto('/checkout');
    await expect(page).toHaveURL('/');
    await storeQuote(page, weekInEurope(['30']));
    await page.goto('/checkout');
    await expect(page).toHaveURL('/');
  });

  test('no plan for an age over 99 stored by hand: the age criteria are explained', async ({
    page,
  }) => {
    await storeQuote(page, weekInEurope(['40', '100']));
    await page.goto('/quote');
    await passTheSearch(page);
    await expect(
      page.getByRole('heading', { name: 'No encontramos planes disponibles' }),
    ).toBeVisible();
    await expect(page.getByText('De 70 a 74 años: todos los planes excepto AC 1M.')).toBeVisible();
  });

  test('a forged price in storage never reaches the visitor', async ({ page }) => {
    await storeQuote(page, weekInEurope(['30', '40']), {
      productName: 'AC 1M',
      coverage: 1000000,
      pricePerDay: 0.01,
      priceMT30: 1,
      priceMT60: 1,
      features: [],
      isRecommended: true,
      price: 1,
    });
    await page.goto('/checkout');
    // 15 x 7 days x 2 travellers, from the catalogue.
    await expect(page.getByTestId('checkout-total')).toHaveText(withSoles('US$ 210'));
    await expect(page.getByText('US$ 1', { exact: true })).toHaveCount(0);
  });

  test('an unknown product in storage sends the visitor back to /', async ({ page }) => {
    await storeQuote(page, weekInEurope(['30']), { productName: 'AC 5M', price: 1 });
    await page.goto('/checkout');
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.getItem('selectedPlan'))).toBeNull();
  });
});
