import { expect, test } from '../support/test';
import { scanEachState } from '../support/a11y';
import { myCoverButton, passTheSearch, weekInEurope } from '../support/site';
import { storedPurchase } from '../support/storedPurchase.mjs';

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
      name: '/quote with two plans to compare (its round button)',
      path: '/quote',
      seed: { latestQuote: weekInEurope(['30', '45']) },
      act: async (page) => {
        await passTheSearch(page);
        await page.getByRole('checkbox', { name: 'Comparar AC 1M' }).check();
        await page.getByRole('checkbox', { name: 'Comparar AC 60' }).check();
        await expect(page.getByRole('button', { name: 'Comparar (2)' })).toBeVisible();
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
    {
      // Two travellers of AC 150: over the wallets' S/ 500, so Yape o Plin is refused.
      name: "/checkout's 'Medio de pago', Yape o Plin refused, the cuotas shown",
      path: '/checkout',
      seed: { latestQuote: weekInEurope(['30', '45']), selectedPlan: { productName: 'AC 150' } },
      act: async (page) => {
        await expect(page.getByRole('radio', { name: 'Yape o Plin' })).toBeDisabled();
        await expect(page.getByLabel('Cuotas')).toBeVisible();
      },
    },
    {
      name: "/checkout's 'Medio de pago', PagoEfectivo chosen",
      path: '/checkout',
      seed: { latestQuote: weekInEurope(['30']), selectedPlan: { productName: 'AC 35' } },
      act: async (page) => {
        await page.getByRole('radio', { name: 'PagoEfectivo' }).check();
        await expect(page.getByRole('radio', { name: 'PagoEfectivo' })).toBeChecked();
      },
    },
    {
      name: "'Mi seguro' and its PagoEfectivo CIP",
      path: '/',
      seed: {
        lastPurchase: {
          ...storedPurchase(weekInEurope(['34', '71']), 'AC 150'),
          payment: {
            method: 'pagoefectivo',
            cip: '04817263',
            cipExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
          },
        },
      },
      act: async (page) => {
        await myCoverButton(page).click();
        await expect(page.getByRole('note', { name: /^Código de pago/ })).toBeVisible();
      },
    },
    {
      name: "'Mi seguro' with a confirmation not sent",
      path: '/',
      seed: { lastPurchase: storedPurchase(weekInEurope(['34', '71']), 'AC 150') },
      act: async (page) => {
        await myCoverButton(page).click();
        await expect(page.getByRole('button', { name: 'Enviar de nuevo' })).toBeVisible();
      },
    },
    {
      name: "'Mi seguro': a date change with its new total, a CIP expired",
      path: '/',
      seed: {
        lastPurchase: {
          ...storedPurchase(weekInEurope(['34', '71']), 'AC 150'),
          payment: {
            method: 'pagoefectivo',
            cip: '04817263',
            cipExpiresAt: new Date(Date.now() - 3_600_000).toISOString(),
          },
        },
      },
      act: async (page) => {
        await myCoverButton(page).click();
        await page.getByRole('button', { name: 'Solicitar cambio de fechas' }).click();
        await expect(page.getByRole('term').filter({ hasText: 'Nuevo total' })).toBeVisible();
      },
    },
    {
      name: "'Mi seguro': a cancellation asked, offline",
      path: '/',
      seed: {
        lastPurchase: {
          ...storedPurchase(weekInEurope(['34', '71']), 'AC 150'),
          requests: [{ kind: 'anulacion', sentAt: new Date().toISOString(), unsent: true }],
        },
      },
      act: async (page) => {
        await myCoverButton(page).click();
        await expect(page.getByText('Ya pediste anular esta compra.')).toBeVisible();
      },
    },
    {
      name: 'the constancia de cobertura',
      path: '/',
      seed: { lastPurchase: storedPurchase(weekInEurope(['34', '71']), 'AC 150') },
      act: async (page) => {
        await myCoverButton(page).click();
        await page.getByRole('button', { name: 'Constancia de cobertura' }).click();
        await expect(page.getByRole('dialog', { name: /^Constancia de cobertura/ })).toBeVisible();
      },
    },
    { name: 'not found', path: '/no-existe' },
  ]);
});
