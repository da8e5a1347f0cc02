import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations, tabTo } from '../support/a11y';
import { headBelowTheHero, isPhone, passTheSearch, weekInEurope } from '../support/site';

async function seed(page: Page, values: Record<string, unknown>) {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries))
      localStorage.setItem(key, JSON.stringify(value));
  }, values);
}

const STATES: {
  name: string;
  path: string;
  seed?: Record<string, unknown>;
  act?: (page: Page) => Promise<void>;
}[] = [
  { name: 'landing', path: '/' },
  {
    name: 'landing with quote errors, and the menu open on phones',
    path: '/',
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
    name: 'landing with the emergency dialog open',
    path: '/',
    act: async (page) => {
      await page.getByRole('button', { name: 'Ver Contactos de Emergencia' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: '/quote loading',
    path: '/quote',
    seed: { latestQuote: weekInEurope(['30']) },
    act: async (page) => {
      await expect(page.getByText('Buscando los mejores planes para ti...')).toBeVisible();
    },
  },
  {
    name: '/quote results',
    path: '/quote',
    seed: { latestQuote: weekInEurope(['30', '45']) },
    act: async (page) => {
      await passTheSearch(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
  {
    name: '/quote empty',
    path: '/quote',
    seed: { latestQuote: weekInEurope(['30', '100']) },
    act: async (page) => {
      await passTheSearch(page);
      await expect(page.getByText('No encontramos planes disponibles')).toBeVisible();
    },
  },
  {
    name: '/checkout empty',
    path: '/checkout',
    seed: { latestQuote: weekInEurope(['30', '45']), selectedPlan: { productName: 'AC 150' } },
  },
  {
    name: '/checkout with errors',
    path: '/checkout',
    seed: { latestQuote: weekInEurope(['30']), selectedPlan: { productName: 'AC 150' } },
    act: async (page) => {
      await page.getByRole('button', { name: 'Pagar de forma segura' }).click();
      await expect(page.getByText('Escribe los nombres.')).toBeVisible();
    },
  },
  { name: 'not found', path: '/no-existe' },
];

test.describe('accessibility (axe: no serious or critical violations)', () => {
  for (const state of STATES) {
    test(state.name, async ({ page }) => {
      if (state.seed) await seed(page, state.seed);
      await page.goto(state.path);
      // Every section of the landing page is scanned, as a visitor who scrolls meets them.
      if (state.path === '/') await headBelowTheHero(page);
      await state.act?.(page);
      await expectNoSeriousViolations(page);
    });
  }
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
    await page.keyboard.type('05051990'); // day and month alike, whatever the field order
    await expect(page.getByLabel(/^Fecha de nacimiento/)).toHaveValue('1990-05-05');
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
  });

  test('focus enters the emergency dialog and returns to its button', async ({ page }) => {
    await page.goto('/');
    await tabTo(page, 'button', 'Ver Contactos de Emergencia');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Contactos de Emergencia 24/7' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Ver Contactos de Emergencia' })).toBeFocused();
  });

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
