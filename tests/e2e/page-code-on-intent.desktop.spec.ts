import { expect, test } from '../support/test';
import { field, passTheSearch, seedStorage, weekInEurope } from '../support/site';

// The page a control leads to is asked for when the press starts, or when the keyboard's focus
// reaches the control, not when the click ends: its code is on its way before the click.

const QUOTE_PAGE = /\/assets\/quote-page\.[0-9a-f]{10}\.js$/;
const CHECKOUT_PAGE = /\/assets\/checkout-page\.[0-9a-f]{10}\.js$/;

test("a press on 'Ver Planes y Precios' asks for /quote's code before the click", async ({
  page,
}) => {
  await page.goto('/');
  await field(page, 'Destino').selectOption('Europa');
  await field(page, 'Modalidad').selectOption('anual_30');
  await field(page, 'Edad del viajero 1').fill('40');
  await page.getByRole('button', { name: 'Ver Planes y Precios' }).hover();
  const asked = page.waitForRequest(QUOTE_PAGE);
  await page.mouse.down();
  await asked;
  await expect(page).toHaveURL(/\/$/);
  await page.mouse.up();
  await expect(page).toHaveURL(/\/quote$/);
});

test("the keyboard's focus on 'Contratar' asks for /checkout's code", async ({ page }) => {
  await seedStorage(page, { latestQuote: JSON.stringify(weekInEurope(['40'])) });
  await page.goto('/quote');
  await passTheSearch(page);
  const contract = page.getByRole('button', { name: 'Contratar AC 150' });
  await expect(contract).toBeVisible();
  const asked = page.waitForRequest(CHECKOUT_PAGE);
  await contract.focus();
  await asked;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('group', { name: 'Datos del Viajero 1' })).toBeVisible();
});
