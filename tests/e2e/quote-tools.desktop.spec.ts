import { expect, test } from '../support/test';
import { E2E_SITE } from '../support/server';
import { expectNoSeriousViolations, tabTo } from '../support/a11y';
import { annualQuote, card, cardNames, expectDetailsAddUp, openQuote } from '../support/quotePage';
import { weekInEurope, withSoles } from '../support/site';

// What /quote adds to the spec where the width cannot matter: run at one width.
test.describe('/quote tools', () => {
  test('a notice names the plans an age of 72 or 80 hides, and why', async ({ page }) => {
    await openQuote(page, weekInEurope(['34', '72']));
    const notice = page.getByRole('note');
    await expect(notice).toContainText('Un plan no se muestra');
    await expect(notice.getByRole('listitem')).toHaveText([
      'AC 1M no está disponible si algún viajero tiene 70 años o más.',
    ]);
    await expectNoSeriousViolations(page);

    await openQuote(page, weekInEurope(['80']));
    await expect(page.getByRole('note').getByRole('listitem')).toHaveText([
      'AC 1M no está disponible si algún viajero tiene 70 años o más.',
      'AC 250 no está disponible si algún viajero tiene 75 años o más.',
      'AC 150 no está disponible si algún viajero tiene 75 años o más.',
    ]);
    expect(await cardNames(page)).toEqual(['AC 60', 'AC 35']);
  });

  test("'Ordenar por' lowest price, the spec's order by default", async ({ page }) => {
    await openQuote(page, weekInEurope(['30']));
    expect(await cardNames(page)).toEqual(['AC 1M', 'AC 250', 'AC 150', 'AC 60', 'AC 35']);
    await page.getByLabel('Ordenar por').selectOption({ label: 'Menor precio' });
    expect(await cardNames(page)).toEqual(['AC 35', 'AC 60', 'AC 150', 'AC 250', 'AC 1M']);
    await expect(page.getByText('RECOMENDADO')).toHaveCount(1);
  });

  test("'Enviar por WhatsApp' opens a chat with the quote, nothing personal", async ({ page }) => {
    await openQuote(page, weekInEurope(['34', '72']));
    const link = page.getByRole('link', { name: /Enviar por WhatsApp/ });
    await expect(link).toHaveAttribute('target', '_blank');
    const url = new URL((await link.getAttribute('href'))!);
    expect(url.host).toBe('wa.me');
    expect(url.pathname).toBe('/51912345678');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('latestQuote')!));
    const calendar = (iso: string) => iso.split('-').reverse().join('/');
    expect(url.searchParams.get('text')).toBe(
      [
        'Mi cotización de seguro de viaje en Compara y Ahorra',
        'Destino: Europa',
        `Fechas: ${calendar(stored.departureDate)} al ${calendar(stored.returnDate)} (7 días)`,
        'Viajeros: 2 viajeros (34, 72 años)',
        'Planes:',
        '- AC 250 (ASSISTCARD): US$ 219',
        '- AC 150 (ASSISTCARD): US$ 175',
        '- AC 60 (ASSISTCARD): US$ 131',
        '- AC 35 (ASSISTCARD): US$ 88',
        `${E2E_SITE.SITE_URL}/quote?destino=Europa&modalidad=por_dias&salida=${stored.departureDate}&regreso=${stored.returnDate}&edades=34,72`,
      ].join('\n'),
    );
  });

  test('price details of an annual quote, on /quote and in the /checkout summary', async ({
    page,
  }) => {
    await openQuote(page, annualQuote(['30', '76']));
    // 100 a year for AC 35: x 1 and x 2.
    expect(await expectDetailsAddUp(page, 'AC 35')).toEqual([100, 200]);
    await card(page, 'AC 35').getByRole('button', { name: 'Contratar' }).click();
    const summary = page.getByRole('region', { name: 'Resumen de tu compra' });
    await summary.getByRole('button', { name: 'Ver detalle del precio' }).click();
    await expect(
      summary.getByText(`Tarifa: ${withSoles('US$ 100')} por viajero (Anual múltitrip 30 días)`),
    ).toBeVisible();
    await expect(summary.getByRole('row').last()).toHaveText(
      `Total${withSoles('US$ 300')}, sin redondeo`,
    );
    await expect(summary.getByTestId('checkout-total')).toHaveText(withSoles('US$ 300'));
  });

  test('the keyboard alone ticks plans, opens the comparison and the price details', async ({
    page,
  }) => {
    await openQuote(page, weekInEurope(['30']));
    await tabTo(page, 'checkbox', 'Comparar AC 250');
    await page.keyboard.press('Space');
    await tabTo(page, 'checkbox', 'Comparar AC 60');
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Comparar AC 60' })).toBeChecked();

    // The card's next stop after its tick: the price details.
    await page.keyboard.press('Tab');
    const details = card(page, 'AC 60').getByRole('button', { name: 'Ver detalle del precio' });
    await expect(details).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expect(card(page, 'AC 60').getByRole('table')).toContainText('US$ 52.50');

    await tabTo(page, 'button', 'Comparar (2)');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Comparar planes' });
    await expect(dialog.getByRole('columnheader')).toHaveText(['AC 250', 'AC 60']);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Comparar (2)' })).toBeFocused();
  });

  test('price details per day: one line per traveller, the total and its rounding', async ({
    page,
  }) => {
    await openQuote(page, weekInEurope(['34', '72']));
    // 12.5 a day x 7 days = 87.50; x 1 and x 1.5 = 218.75, rounded to 219.
    expect(await expectDetailsAddUp(page, 'AC 250')).toEqual([87.5, 131.25]);
    const plan = card(page, 'AC 250');
    await expect(
      plan.getByText(
        `Tarifa: ${withSoles('US$ 12.50')} por día y viajero × 7 días = ${withSoles('US$ 87.50')} por viajero`,
      ),
    ).toBeVisible();
    await expect(plan.getByRole('row').last()).toHaveText(
      `Total${withSoles('US$ 218.75')}, redondeado a ${withSoles('US$ 219')}`,
    );
    await expect(plan.getByText(withSoles('US$ 219'), { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
