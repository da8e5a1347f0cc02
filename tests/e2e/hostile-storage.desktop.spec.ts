import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import {
  hostileStorageCases,
  type HostileStorageCase,
  type Outcome,
} from '../../src/testing/hostileStorage';
import { limaDate, myCoverButton, passTheSearch, seedStorage, withSoles } from '../support/site';

// Whatever localStorage holds, every route renders, nothing throws, /quote and /checkout
// redirect or explain, and prices come from the catalogue. The whole table of values runs
// against the store in jest; here one value of each kind opens every route in Chromium.

const CASES = hostileStorageCases(limaDate).filter((hostile) => hostile.inBrowser);

/** Writes the values from a blank page of the site's origin, then opens the route. */
async function open(page: Page, path: string, storage: Record<string, string>) {
  await seedStorage(page, storage);
  await page.goto(path);
}

async function expectOutcome(page: Page, path: string, outcome: Outcome) {
  if (outcome === 'redirect') {
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Tu seguro de viaje, al mejor precio',
    );
    return;
  }
  await expect(page).toHaveURL(path);
  if (outcome === 'empty') {
    await passTheSearch(page);
    await expect(page.getByText('No encontramos planes disponibles')).toBeVisible();
  } else if (outcome === 'plans') {
    await passTheSearch(page);
    await expect(page.getByRole('button', { name: /^Contratar/ }).first()).toBeVisible();
  } else {
    await expect(page.getByTestId('checkout-total')).toHaveText(
      withSoles(outcome.replace('total ', '')),
    );
  }
}

/**
 * 'Mi seguro' opens, and its constancia shows the stored traveller's document as it was, or
 * their phone as contract section 6 says.
 */
async function expectPurchaseShown(page: Page, { purchaseShows, phoneShown }: HostileStorageCase) {
  await myCoverButton(page).click();
  const cover = page.getByRole('dialog', { name: 'Mi seguro' });
  await cover.getByRole('button', { name: 'Constancia de cobertura' }).click();
  const row = page.getByRole('dialog').getByRole('row').nth(1);
  if (purchaseShows) {
    const [kind, number] = [purchaseShows.split(' ')[0]!, purchaseShows.split(' ').at(-1)!];
    await expect(row).toContainText(kind);
    await expect(row).toContainText(number);
  }
  if (phoneShown) await expect(row.getByRole('cell').first()).toContainText(`Tel. ${phoneShown}`);
  await page.keyboard.press('Escape');
}

test.describe('hostile localStorage', () => {
  for (const hostile of CASES) {
    test(hostile.label, async ({ page }) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });

      for (const [path, outcome] of [
        ['/', 'landing'],
        ['/quote', hostile.quote],
        ['/checkout', hostile.checkout],
      ] as const) {
        await open(page, path, hostile.storage);
        if (outcome === 'landing') {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(
            'Tu seguro de viaje, al mejor precio',
          );
          await expect(page.getByRole('button', { name: 'Ver Planes y Precios' })).toBeVisible();
          // A purchase that does not read back is never shown as the visitor's cover.
          if (hostile.removed.includes('lastPurchase')) {
            await expect
              .poll(() => page.evaluate(() => localStorage.getItem('lastPurchase')))
              .toBeNull();
            await expect(myCoverButton(page)).toHaveCount(0);
          }
          // One stored before today's rules opens, its document shown as it was kept.
          if (hostile.purchaseShows || hostile.phoneShown) await expectPurchaseShown(page, hostile);
          // One with forged requests opens without them.
          if (hostile.purchaseRequests === 0) {
            await myCoverButton(page).click();
            const requests = page
              .getByRole('dialog', { name: 'Mi seguro' })
              .getByRole('region', { name: 'Cambios y anulación' });
            await expect(requests).toBeVisible();
            await expect(requests.getByRole('listitem')).toHaveCount(0);
            await page.keyboard.press('Escape');
          }
        } else {
          await expectOutcome(page, path, outcome);
        }
        for (const key of hostile.removed) {
          await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
        }
      }
      expect(await page.evaluate(() => Object.keys(Object.prototype))).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
