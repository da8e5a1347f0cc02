import { expect, test } from '../support/test';
import { scanEachVisit } from '../support/a11y';
import {
  endTheSearch,
  myCoverButton,
  passTheSearch,
  SEARCHING,
  weekInEurope,
} from '../support/site';
import { storedPurchase } from '../support/storedPurchase.mjs';

// /quote, /checkout and an unknown path have the same markup at every width: scanned at a
// phone's, where most visitors are. The landing page, whose header changes, is scanned at both.
// 'Mi seguro' with a PagoEfectivo CIP still to pay is scanned in the payment's own story
// (payment.spec.ts), and after a cancellation sent in the requests' (cover-requests.spec.ts).
test.describe('accessibility of the other pages (axe: no serious or critical violations)', () => {
  scanEachVisit([
    {
      name: '/quote: searching, its plans, two of them to compare',
      path: '/quote',
      seed: { latestQuote: weekInEurope(['30', '45']) },
      states: [
        {
          name: 'loading',
          act: async (page) => {
            await expect(page.getByText(SEARCHING)).toBeVisible();
          },
        },
        {
          name: 'its plans',
          act: async (page) => {
            // The search's 3 s run on while the search screen is scanned (axe needs the page's
            // timers), so on a busy machine they may have run out by now.
            await endTheSearch(page);
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          },
        },
        {
          name: 'two plans to compare (its round button)',
          act: async (page) => {
            await page.getByRole('checkbox', { name: 'Comparar AC 1M' }).check();
            await page.getByRole('checkbox', { name: 'Comparar AC 60' }).check();
            await expect(page.getByRole('button', { name: 'Comparar (2)' })).toBeVisible();
          },
        },
      ],
    },
    {
      name: '/quote with no plan for the travellers',
      path: '/quote',
      seed: { latestQuote: weekInEurope(['30', '100']) },
      states: [
        {
          name: 'empty',
          act: async (page) => {
            await passTheSearch(page);
            await expect(page.getByText('No encontramos planes disponibles')).toBeVisible();
          },
        },
      ],
    },
    {
      // Two travellers of AC 150: over the wallets' S/ 500, so Yape o Plin is refused.
      name: "/checkout: empty, with its errors, its 'Medio de pago' in each state",
      path: '/checkout',
      seed: { latestQuote: weekInEurope(['30', '45']), selectedPlan: { productName: 'AC 150' } },
      states: [
        {
          name: 'empty, Yape o Plin refused, the cuotas shown',
          act: async (page) => {
            await expect(page.getByRole('radio', { name: 'Yape o Plin' })).toBeDisabled();
            await expect(page.getByLabel('Cuotas')).toBeVisible();
          },
        },
        {
          name: 'with errors',
          act: async (page) => {
            await page.getByRole('button', { name: 'Pagar de forma segura' }).click();
            await expect(page.getByText('Escribe los nombres.').first()).toBeVisible();
          },
        },
        {
          name: 'PagoEfectivo chosen',
          act: async (page) => {
            await page.getByRole('radio', { name: 'PagoEfectivo' }).check();
            await expect(page.getByRole('radio', { name: 'PagoEfectivo' })).toBeChecked();
          },
        },
      ],
    },
    {
      name: "'Mi seguro': a confirmation not sent, a cancellation asked offline, the constancia",
      path: '/',
      seed: {
        lastPurchase: {
          ...storedPurchase(weekInEurope(['34', '71']), 'AC 150'),
          requests: [{ kind: 'anulacion', sentAt: new Date().toISOString(), unsent: true }],
        },
      },
      states: [
        {
          name: "'Mi seguro'",
          act: async (page) => {
            await myCoverButton(page).click();
            await expect(
              page
                .getByRole('dialog', { name: 'Mi seguro' })
                .getByRole('button', { name: 'Enviar de nuevo' })
                .first(),
            ).toBeVisible();
            await expect(page.getByText('Ya pediste anular esta compra.')).toBeVisible();
          },
        },
        {
          name: 'the constancia de cobertura',
          act: async (page) => {
            await page.getByRole('button', { name: 'Constancia de cobertura' }).click();
            await expect(
              page.getByRole('dialog', { name: /^Constancia de cobertura/ }),
            ).toBeVisible();
          },
        },
      ],
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
      states: [
        {
          name: 'the date change',
          act: async (page) => {
            await myCoverButton(page).click();
            await page.getByRole('button', { name: 'Solicitar cambio de fechas' }).click();
            await expect(page.getByRole('term').filter({ hasText: 'Nuevo total' })).toBeVisible();
          },
        },
      ],
    },
    { name: 'not found', path: '/no-existe', states: [{ name: 'as it opens' }] },
  ]);
});
