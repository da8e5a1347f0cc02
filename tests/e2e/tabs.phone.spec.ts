import type { BrowserContext, Page } from '@playwright/test';
import { emailsSent } from '../support/server';
import { expect, test } from '../support/test';
import {
  appHydrated,
  fillTraveller,
  limaDate,
  myCoverButton,
  passTheSearch,
  requestQuote,
  seedStorage,
  storedValue,
  travellerCard,
  weekInEurope,
  withSoles,
} from '../support/site';
import { storedPurchase } from '../support/storedPurchase.mjs';

// One browser, two tabs of the site: each follows what the other keeps (the `storage` event),
// no tab writes an older copy over a newer one, and what waits for the network is sent once
// (contract section 3, docs/tabs.md).

/** Another tab of the visitor's browser, at `path`, once its app is live. */
async function anotherTab(context: BrowserContext, path: string): Promise<Page> {
  const tab = await context.newPage();
  await tab.clock.install();
  await tab.goto(path);
  await appHydrated(tab);
  return tab;
}

/** A purchase of AC 150 for a week in Europe from ten days on, with a code of its own. */
function aPurchase() {
  const code = `CA-${limaDate(0).replaceAll('-', '')}-${Math.random().toString(36).slice(2, 8).toUpperCase().padEnd(6, '0')}`;
  return { ...storedPurchase(weekInEurope(['34', '71']), 'AC 150'), code, confirmationSent: true };
}

/** The region 'Cambios y anulación' of 'Mi seguro', opened in `tab`. */
async function openRequests(tab: Page) {
  await myCoverButton(tab).click();
  const requests = tab
    .getByRole('dialog', { name: 'Mi seguro' })
    .getByRole('region', { name: 'Cambios y anulación' });
  await expect(requests).toBeVisible();
  return requests;
}

/** A purchase kept, then 'Cambios y anulación' open in `page` (here) and another tab (there). */
async function requestsInTwoTabs(page: Page, context: BrowserContext) {
  const purchase = aPurchase();
  await seedStorage(page, { lastPurchase: JSON.stringify(purchase) });
  await page.goto('/');
  const other = await anotherTab(context, '/');
  return { code: purchase.code, here: await openRequests(page), there: await openRequests(other) };
}

/** The e-mails the site sent for the purchase `code` whose request begins with `request`. */
const sentFor = async (code: string, request: string) =>
  (await emailsSent()).filter(
    (email) => email.purchase_code === code && email.request?.startsWith(request),
  ).length;

test("a request made in one tab shows in the other, and the other's request is kept beside it", async ({
  page,
  context,
}) => {
  const { code, here, there } = await requestsInTwoTabs(page, context);

  await here.getByRole('button', { name: 'Solicitar cambio de fechas' }).click();
  const form = here.getByRole('form', { name: 'Nuevas fechas del viaje' });
  await form.getByLabel(/^Nueva fecha de regreso/).fill(limaDate(20));
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(here.getByRole('listitem')).toContainText('Enviada el');
  // The tab opened before shows it, as sent.
  await expect(there.getByRole('listitem')).toHaveText(
    /^Cambio de fechas: del \d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4}, nuevo total .*\. Enviada el/,
  );

  await there.getByRole('button', { name: 'Solicitar anulación' }).click();
  await there.getByRole('button', { name: 'Sí, solicitar anulación' }).click();
  // Both requests, in both tabs and in storage; neither tab offers anything more.
  for (const requests of [here, there]) {
    await expect(requests.getByRole('listitem')).toHaveCount(2);
    await expect(requests.getByRole('listitem').nth(1)).toContainText('Anulación. Enviada el');
    await expect(requests).toContainText('Ya pediste anular esta compra.');
    await expect(requests.getByRole('button', { name: /^Solicitar/ })).toHaveCount(0);
  }
  await expect
    .poll(async () => (await storedValue(page, 'lastPurchase')).requests)
    .toMatchObject([{ kind: 'cambio_fechas' }, { kind: 'anulacion' }]);
  // Each went to sales once.
  await expect.poll(() => sentFor(code, 'Solicitud de anulación')).toBe(1);
  expect(await sentFor(code, 'Solicitud de cambio de fechas')).toBe(1);
});

test('a request made offline with two tabs open reaches sales once when the network returns', async ({
  page,
  context,
}) => {
  const { code, here, there } = await requestsInTwoTabs(page, context);

  await context.setOffline(true);
  await here.getByRole('button', { name: 'Solicitar anulación' }).click();
  await here.getByRole('button', { name: 'Sí, solicitar anulación' }).click();
  const waiting =
    'Anulación. Sin conexión: la enviaremos en cuanto vuelva la conexión. Está guardada en este dispositivo.';
  await expect(here.getByRole('listitem')).toHaveText(waiting);
  await expect(there.getByRole('listitem')).toHaveText(waiting);

  await context.setOffline(false);
  for (const requests of [here, there]) {
    await expect(requests.getByRole('listitem')).toContainText('Anulación. Enviada el');
  }
  await expect.poll(() => sentFor(code, 'Solicitud de anulación')).toBe(1);
  // Neither tab sends it again later, nor does a third one opened now.
  const third = await anotherTab(context, '/');
  await expect(await openRequests(third)).toContainText('Anulación. Enviada el');
  expect(await sentFor(code, 'Solicitud de anulación')).toBe(1);
});

test("/checkout reloaded after a new quote in another tab shows that quote's travellers and price", async ({
  page,
  context,
}) => {
  // Two travellers for Europe: Carla is typed on /checkout.
  await seedStorage(page, {
    latestQuote: JSON.stringify(weekInEurope(['34', '36'])),
    selectedPlan: JSON.stringify({ productName: 'AC 60' }),
  });
  await page.goto('/checkout');
  await fillTraveller(page, 1, {
    firstName: 'Carla',
    lastName: 'Salazar',
    birthDate: '1991-05-02',
  });

  // Another tab asks for two travellers to Asia, and chooses AC 150.
  const other = await anotherTab(context, '/');
  await requestQuote(other, {
    destination: 'Asia',
    departure: limaDate(30),
    return: limaDate(34),
    ages: ['50', '52'],
  });
  await passTheSearch(other);
  await other.getByRole('button', { name: 'Contratar AC 150' }).click();
  await expect(other).toHaveURL('/checkout');

  await page.goto('/checkout');
  const summary = page.getByRole('region', { name: 'Resumen de tu compra' });
  await expect(summary).toContainText('Asia');
  await expect(summary).toContainText('AC 150');
  // 4 days x US$ 10 x 2 travellers.
  await expect(summary.getByTestId('checkout-total')).toHaveText(withSoles('US$ 80'));
  await expect(travellerCard(page, 2)).toBeVisible();
  await expect(travellerCard(page, 1).getByLabel(/^Nombres/)).toHaveValue('');
});
