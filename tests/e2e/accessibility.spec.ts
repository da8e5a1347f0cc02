import { ANY_WIDTH, expect, test } from '../support/test';
import { scanEachVisit, tabTo } from '../support/a11y';
import { isPhone, passTheSearch } from '../support/site';

test.describe('accessibility (axe: no serious or critical violations)', () => {
  scanEachVisit([
    {
      name: 'the landing page, its quote errors, its menu and its emergency dialog',
      path: '/',
      states: [
        { name: 'as it opens' },
        {
          name: 'with quote errors, and the menu open on phones',
          act: async (page) => {
            await page.getByRole('button', { name: 'Ver Planes y Precios' }).click();
            await expect(page.getByRole('region', { name: 'Notificaciones' })).toContainText(
              'Campos incompletos',
            );
            if (!isPhone(page)) return;
            await page.getByRole('button', { name: 'Abrir menú' }).click();
            await expect(page.getByRole('navigation', { name: 'Menú' })).toBeVisible();
          },
        },
        {
          name: 'with the emergency dialog open',
          act: async (page) => {
            if (isPhone(page)) {
              await page.keyboard.press('Escape');
              await expect(page.getByRole('navigation', { name: 'Menú' })).toBeHidden();
            }
            await page.getByRole('button', { name: 'Ver Contactos de Emergencia' }).click();
            await expect(page.getByRole('dialog')).toBeVisible();
          },
        },
      ],
    },
  ]);
});

test.describe('keyboard only', () => {
  test('a visitor completes the whole purchase with the keyboard alone', async ({ page }) => {
    // Three pages crossed by some eighty key presses: truly long work, so a longer limit.
    test.slow();
    await page.goto('/');
    await tabTo(page, 'combobox', /^Destino/);
    await page.keyboard.type('Europa');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Anual múltitrip 3'); // the modality, by type-ahead
    await expect(page.getByLabel(/^Modalidad/)).toHaveValue('anual_30');
    await tabTo(page, 'textbox', /^Edad del viajero 1/);
    await page.keyboard.type('42');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Ver Planes y Precios' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/quote');
    await passTheSearch(page);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    await tabTo(page, 'button', 'Contratar AC 150');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/checkout');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await tabTo(page, 'textbox', /^Nombres/);
    await page.keyboard.type('Julia');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Torres Vega');
    await page.keyboard.press('Tab'); // document type: DNI stays
    await page.keyboard.press('Tab');
    await page.keyboard.type('70123456');
    await page.keyboard.press('Tab');
    await page.keyboard.type('14021990'); // a phone's number pad has no '/'
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^Fecha de nacimiento/)).toHaveValue('14/02/1990');
    await tabTo(page, 'textbox', /^Correo electrónico/);
    await page.keyboard.type('julia@example.pe');
    await page.keyboard.press('Tab');
    await page.keyboard.type('987654321');
    await tabTo(page, 'button', 'Pagar de forma segura');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/');
    await expect(page.getByRole('region', { name: 'Notificaciones' })).toContainText(
      '¡Compra simulada con éxito!',
    );
    // The button pressed is gone with the checkout: the landing page's heading has the focus.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test(
    'focus enters the emergency dialog and returns to its button',
    ANY_WIDTH,
    async ({ page }) => {
      await page.goto('/');
      await tabTo(page, 'button', 'Ver Contactos de Emergencia');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Contactos de Emergencia 24/7' });
      await expect(dialog).toBeVisible();
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Ver Contactos de Emergencia' })).toBeFocused();
    },
  );

  test('the navigation is reachable by keyboard: menu on phones, links on wide screens', async ({
    page,
  }) => {
    await page.goto('/');
    if (!isPhone(page)) {
      await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden();
      await tabTo(page, 'link', 'Servicios');
      await page.keyboard.press('Enter');
      await expect(page.locator('#servicios')).toBeFocused();
      return;
    }
    await tabTo(page, 'button', 'Abrir menú');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('navigation', { name: 'Menú' }).getByRole('link', { name: 'Inicio' }),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused();
  });
});
