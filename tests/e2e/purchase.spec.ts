import { ANY_WIDTH, expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import {
  expectToast,
  field,
  fillTraveller,
  limaDate,
  myCoverButton,
  passTheSearch,
  requestQuote,
  seedStorage,
  weekInEurope,
  withSoles,
  storedValue,
} from '../support/site';
import { openQuote } from '../support/quotePage';

async function storeQuote(page: Page, quote: object, plan?: object) {
  await seedStorage(page, {
    latestQuote: JSON.stringify(quote),
    ...(plan && { selectedPlan: JSON.stringify(plan) }),
  });
}

test.describe('quote to purchase', () => {
  test('the whole flow: form, plans, checkout, reload, purchase, success toast', async ({
    page,
  }) => {
    // Two searches, a reload, two travellers and 'Mi seguro' twice: 15-25 s on a busy machine.
    test.slow();
    await page.goto('/');
    await requestQuote(page, {
      destination: 'Europa',
      departure: limaDate(20),
      return: limaDate(30),
      ages: ['35', '8'],
    });
    await passTheSearch(page);
    const recommended = page.getByRole('article').filter({ hasText: 'RECOMENDADO' });
    await expect(recommended.getByRole('heading')).toHaveText('AC 1M');
    await expect(
      page.getByRole('link', { name: /^Chatea con nosotros por WhatsApp/ }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Modificar Cotización' }).click();
    await expect(page).toHaveURL('/');
    await expect(field(page, 'Destino')).toHaveValue('Europa');
    await expect(field(page, 'Edad del viajero 2')).toHaveValue('8');
    await page.getByRole('button', { name: 'Ver Planes y Precios' }).click();
    await passTheSearch(page);

    await page.getByRole('button', { name: 'Contratar AC 250' }).click();
    await expect(page).toHaveURL('/checkout');
    await expect
      .poll(() => storedValue(page, 'selectedPlan'))
      .toMatchObject({ productName: 'AC 250', coverage: 250000, pricePerDay: 12.5, price: 250 });
    await expect(page.getByRole('group', { name: /^Datos del Viajero/ })).toHaveCount(2);
    const summary = page.getByRole('region', { name: 'Resumen de tu compra' });
    await expect(summary).toContainText('AC 250');
    await expect(summary).toContainText('US$ 250,000');
    await expect(summary).toContainText('(10 días)');
    await expect(summary.getByTestId('checkout-total')).toHaveText(withSoles('US$ 250'));

    await page.getByRole('button', { name: 'Pagar de forma segura' }).click();
    await expectToast(
      page,
      'Datos incompletos',
      'Por favor, completa todos los campos para cada viajero.',
    );

    for (const n of [1, 2]) {
      await fillTraveller(page, n, {
        firstName: n === 1 ? 'Carla' : 'Mateo',
        lastName: 'Salazar Ríos',
        docType: 'Pasaporte',
        docNumber: `PE12345${n}`,
        birthDate: n === 1 ? '1990-02-14' : '2018-07-01',
      });
    }
    await page.reload();
    const first = page.getByRole('group', { name: 'Datos del Viajero 1' });
    await expect(field(first, 'Nombres')).toHaveValue('Carla');
    await expect(field(first, 'Tipo de documento')).toHaveValue('PASSPORT');

    await page.getByRole('button', { name: 'Pagar de forma segura' }).click();
    await expect(page).toHaveURL('/');
    await expectToast(
      page,
      '¡Compra simulada con éxito!',
      'Gracias por tu compra. En un escenario real, serías redirigido a la pasarela de pago.',
    );
    await expect
      .poll(() => storedValue(page, 'lastPurchase'))
      .toMatchObject({
        selectedPlan: { productName: 'AC 250', price: 250 },
        quoteData: { destination: 'Europa', ages: ['35', '8'], travelers: 2 },
        travelers: [
          {
            firstName: 'Carla',
            docType: 'PASSPORT',
            docNumber: 'PE123451',
            birthDate: '1990-02-14',
            gender: '',
          },
          { firstName: 'Mateo', birthDate: '2018-07-01' },
        ],
        purchaseDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
    expect(await page.evaluate(() => sessionStorage.getItem('checkoutDraft'))).toBeNull();

    // The purchase is at hand from the landing page, and still after a reload.
    for (const moment of ['after the purchase', 'after a reload']) {
      if (moment === 'after a reload') await page.reload();
      await myCoverButton(page).click();
      const cover = page.getByRole('dialog', { name: 'Mi seguro' });
      for (const text of ['AC 250', 'Europa', 'Carla Salazar Ríos', 'Mateo Salazar Ríos'])
        await expect(cover, moment).toContainText(text);
      await cover.getByRole('button', { name: 'Cerrar' }).click();
      await expect(cover).toBeHidden();
    }
  });

  test('/checkout opens at its top from its first frame, however far down /quote was read', async ({
    page,
  }) => {
    await openQuote(page, weekInEurope(['30']));
    const lastPlan = page.getByRole('button', { name: /^Contratar / }).last();
    await lastPlan.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // The scroll the page has once the new page's heading is in the DOM: the task that put it
    // there has ended, and no frame has shown it yet.
    await page.evaluate(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('h1')?.textContent?.startsWith('Completa los datos')) return;
        observer.disconnect();
        document.body.dataset.scrollAtFirstDraw = String(window.scrollY);
      }).observe(document.body, { childList: true, subtree: true });
    });
    await lastPlan.click();
    await expect(page.locator('body')).toHaveAttribute('data-scroll-at-first-draw', '0');
  });

  test("'Volver a los planes' goes back to /quote", ANY_WIDTH, async ({ page }) => {
    await storeQuote(page, weekInEurope(['30']), { productName: 'AC 60' });
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Volver a los planes' }).click();
    await expect(page).toHaveURL('/quote');
  });
});
