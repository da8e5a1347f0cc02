import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/a11y';
import { card, openQuote } from '../support/quotePage';
import { weekInEurope, withSoles, storedValue } from '../support/site';

/** The cells of the comparison row with this header, as text. */
const rowCells = (table: Locator, header: string) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: header }) })
    .getByRole('cell')
    .allTextContents()
    // Intl writes a no-break space after 'S/': read as a plain one.
    .then((cells) => cells.map((cell) => cell.replace(/\s/g, ' ')));

test.describe('comparing plans', () => {
  test('three plans side by side, a fourth refused, hired from the table', async ({ page }) => {
    await openQuote(page, weekInEurope(['34', '41']));
    for (const name of ['AC 1M', 'AC 150', 'AC 35'])
      await page.getByRole('checkbox', { name: `Comparar ${name}` }).check();
    const fourth = page.getByRole('checkbox', { name: 'Comparar AC 60' });
    await fourth.click();
    await expect(fourth).not.toBeChecked();
    await expect(fourth).toHaveAccessibleDescription(
      'Puedes comparar hasta 3 planes. Quita uno para añadir AC 60.',
    );
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Comparar (3)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Comparar planes' });
    const table = dialog.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['AC 1M', 'AC 150', 'AC 35']);
    expect(await rowCells(table, 'Cobertura máxima')).toEqual([
      'US$ 1,000,000',
      'US$ 150,000',
      'US$ 35,000',
    ]);
    expect(await rowCells(table, 'Repatriación sanitaria')).toEqual([
      'Incluida',
      'No incluida',
      'No incluida',
    ]);
    // 15, 10 and 5 a day, 7 days, two travellers under 70.
    expect(await rowCells(table, 'Precio total')).toEqual(
      ['US$ 210', 'US$ 140', 'US$ 70'].map(withSoles),
    );
    // Per traveller, as each card's price details say it.
    expect(await rowCells(table, 'Precio por día y viajero (promedio)')).toEqual(
      ['US$ 15', 'US$ 10', 'US$ 5'].map(withSoles),
    );
    // The broader medical cover includes the basic one: never a dash for it.
    expect(await rowCells(table, 'Asistencia médica básica')).toEqual([
      'Incluida en Asistencia médica por accidente o enfermedad',
      'Incluida en Asistencia médica por accidente o enfermedad',
      'Incluida',
    ]);
    // Read on a phone without scrolling the page sideways.
    const overflow = await table.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await expectNoSeriousViolations(page);

    await table.getByRole('button', { name: 'Contratar AC 150' }).click();
    await expect(page).toHaveURL('/checkout');
    await expect(page.getByRole('region', { name: 'Resumen de tu compra' })).toContainText(
      'AC 150',
    );
    await expect
      .poll(() => storedValue(page, 'selectedPlan'))
      .toMatchObject({ productName: 'AC 150', price: 140 });
  });

  test('a tap on Comparar shows at once that the dialog is coming', async ({ page }) => {
    await openQuote(page, weekInEurope(['34']));
    for (const name of ['AC 1M', 'AC 150'])
      await page.getByRole('checkbox', { name: `Comparar ${name}` }).check();
    const compare = page.getByRole('button', { name: 'Comparar (2)' });
    // Every state the button goes through, whether the bar's progress line showed with it, and
    // whether the dialog was open by then.
    await compare.evaluate((button) => {
      const seen: string[] = [];
      (window as unknown as { busySeen: string[] }).busySeen = seen;
      const bar = button.closest('section')!;
      new MutationObserver(() => {
        const progress = bar.querySelector('[role="progressbar"]') ? ' with the progress line' : '';
        // The closed dialog is kept in the page, hidden, once made ahead of the tap.
        const open = document
          .querySelector('[role="dialog"]')
          ?.checkVisibility({ visibilityProperty: true });
        const dialog = open ? ' with the dialog' : '';
        seen.push(`${button.getAttribute('aria-busy') ?? 'idle'}${progress}${dialog}`);
      }).observe(button, { attributes: true, attributeFilter: ['aria-busy'] });
    });
    await compare.click();
    await expect(page.getByRole('dialog', { name: 'Comparar planes' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { busySeen: string[] }).busySeen))
      .toEqual(['true with the progress line', 'idle with the dialog']);
  });
});

test.describe('printing', () => {
  test('printed, /quote and the /checkout summary leave out bars, toasts and controls', async ({
    page,
  }, testInfo) => {
    await openQuote(page, weekInEurope(['34']));
    await page.getByRole('checkbox', { name: 'Comparar AC 60' }).check();
    await page.emulateMedia({ media: 'print' });
    for (const hidden of [
      page.getByRole('banner'),
      page.getByRole('link', { name: /Chatea con nosotros/ }),
      page.getByRole('region', { name: 'Planes para comparar' }),
      page.getByRole('button', { name: 'Modificar Cotización' }),
      page.getByLabel('Ordenar por'),
      page.getByRole('checkbox').first(),
      page.getByRole('button', { name: 'Contratar AC 1M' }),
    ])
      await expect(hidden).toBeHidden();
    await expect(card(page, 'AC 1M').getByText('US$ 105')).toBeVisible();
    await testInfo.attach('quote-print', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });

    await page.emulateMedia({ media: 'screen' });
    await card(page, 'AC 60').getByRole('button', { name: 'Contratar' }).click();
    await page.getByRole('button', { name: 'Pagar de forma segura' }).click();
    await expect(page.getByRole('region', { name: 'Notificaciones' })).toContainText(
      'Datos incompletos',
    );
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('region', { name: 'Notificaciones' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Resumen de tu compra' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Datos del Viajero 1' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Pagar de forma segura' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    await testInfo.attach('checkout-print', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });
});
