import { expect, test } from '../support/test';
import { myCoverButton, recordLayoutShifts, seedStorage, weekInEurope } from '../support/site';
import { storedPurchase } from '../support/storedPurchase.mjs';

// 'Mi seguro': the last purchase, stored as lastPurchase, at hand from the landing page.

const PURCHASE = storedPurchase(weekInEurope(['34', '71']), 'AC 150');

let layoutShifts: () => Promise<number[]>;

test.beforeEach(async ({ page }) => {
  layoutShifts = await recordLayoutShifts(page);
  await seedStorage(page, { lastPurchase: JSON.stringify(PURCHASE) });
});

test('appears once storage is read, moving nothing and leaving the page its width', async ({
  page,
}) => {
  await page.goto('/');
  const button = myCoverButton(page);
  await expect(button).toBeVisible();
  expect(await layoutShifts()).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  // Beside the logo or in the band under the header: never over the title or the menu.
  const box = (await button.boundingBox())!;
  const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(title.y);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test('shows the plan, trip, travellers and the insurer’s emergency contacts; prints alone', async ({
  page,
}) => {
  await page.goto('/');
  await myCoverButton(page).click();
  const cover = page.getByRole('dialog', { name: 'Mi seguro' });
  for (const [label, value] of [
    ['Plan', 'AC 150'],
    ['Aseguradora', 'ASSISTCARD'],
    ['Cobertura máxima', 'US$ 150,000'],
    ['Destino', 'Europa'],
    ['Fechas', '(7 días)'],
  ])
    await expect(cover.getByRole('definition').filter({ hasText: value }), label).toBeVisible();
  // Each with their phone in its international form (contract section 6).
  await expect(cover.getByRole('list').first().getByRole('listitem')).toHaveText([
    'Rosa María Quispe Huamán · Tel. +51 987 654 321',
    'Jorge Quispe Salas · Tel. +51 987 654 321',
  ]);
  await expect(cover.getByRole('link', { name: 'Teléfono: +51 1 610 0000' })).toHaveAttribute(
    'href',
    'tel:+5116100000',
  );
  await expect(cover.getByRole('link', { name: 'WhatsApp: +51 900 000 001' })).toHaveAttribute(
    'href',
    'https://wa.me/51900000001',
  );
  // No document number or e-mail: names only.
  await expect(cover).not.toContainText('45678912');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(cover.getByText('Rosa María Quispe Huamán')).toBeVisible();
  await expect(cover.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await test.info().attach('mi-seguro-impreso', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  await page.emulateMedia({ media: 'screen' });

  await page.keyboard.press('Escape');
  await expect(cover).toBeHidden();
  await expect(myCoverButton(page)).toBeFocused();
});
