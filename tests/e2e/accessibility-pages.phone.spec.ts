import { expect, test } from '../support/test';
import { scanEachState } from '../support/a11y';
import { passTheSearch, weekInEurope } from '../support/site';

// /quote, /checkout and an unknown path have the same markup at every width: scanned at a
// phone's, where most visitors are. The landing page, whose header changes, is scanned at both.
test.describe('accessibility of the other pages (axe: no serious or critical violations)', () => {
  scanEachState([
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
  ]);
});
