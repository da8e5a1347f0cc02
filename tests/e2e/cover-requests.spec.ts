import type { Page } from '@playwright/test';
import { ANY_WIDTH, expect, test } from '../support/test';
import {
  expectToast,
  fillTraveller,
  formFields,
  limaDate,
  myCoverButton,
  seedStorage,
  standInForEmailJs,
  storedValue,
  weekInEurope,
  withSoles,
} from '../support/site';
import { expectNoSeriousViolations } from '../support/a11y';
import { storedPurchase } from '../support/storedPurchase.mjs';

// After the purchase, 'Mi seguro' still serves: before the cover's first day the buyer asks to
// cancel or to move the dates, each request reaching sales with the purchase's template; from
// that day on neither is offered; a CIP past its expiry says so.

const CODE = /CA-\d{8}-[A-Z0-9]{6}/;
/** 'dd/mm/aaaa' of a 'YYYY-MM-DD'. */
const shown = (date: string) => date.split('-').reverse().join('/');

/** A purchase of AC 150 for a week in Europe from ten days on, for Rosa (34) and Jorge (71). */
const PURCHASE = storedPurchase(weekInEurope(['34', '71']), 'AC 150');

async function openRequests(page: Page, purchase: object = PURCHASE) {
  await seedStorage(page, { lastPurchase: JSON.stringify(purchase) });
  await page.goto('/');
  await myCoverButton(page).click();
  const cover = page.getByRole('dialog', { name: 'Mi seguro' });
  const requests = cover.getByRole('region', { name: 'Cambios y anulación' });
  await expect(requests).toBeVisible();
  return { cover, requests };
}

test('a buyer asks to cancel: sales gets the request with its code, and its state stays', async ({
  page,
}) => {
  await seedStorage(page, {
    latestQuote: JSON.stringify(weekInEurope(['34'])),
    selectedPlan: JSON.stringify({ productName: 'AC 60' }),
  });
  await page.goto('/checkout');
  await fillTraveller(page, 1, { firstName: 'Rosa', lastName: 'Quispe', birthDate: '1991-05-02' });
  const sent = await standInForEmailJs(page, 200);
  await page.getByRole('button', { name: 'Pagar de forma segura' }).click();
  await expectToast(page, '¡Compra simulada con éxito!');
  await expect.poll(() => sent.length).toBe(1);
  expect(formFields(sent[0]!).request).toBe('');

  await myCoverButton(page).click();
  const cover = page.getByRole('dialog', { name: 'Mi seguro' });
  const requests = cover.getByRole('region', { name: 'Cambios y anulación' });
  await expect(requests).toContainText(
    `Hasta el ${shown(limaDate(9))}, el día antes de que empiece tu cobertura, puedes pedir su anulación o un cambio de fechas.`,
  );
  await requests.getByRole('button', { name: 'Solicitar anulación' }).click();
  const confirm = requests.getByRole('group', { name: /^¿Solicitar la anulación de la compra/ });
  await expect(confirm.getByRole('button', { name: 'Sí, solicitar anulación' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Sí, solicitar anulación' }).click();

  await expect.poll(() => sent.length).toBe(2);
  const fields = formFields(sent[1]!);
  const code = fields.purchase_code!;
  expect(code).toMatch(CODE);
  expect(fields).toMatchObject({
    plan: 'AC 60',
    user_email: expect.stringContaining('@'),
    request: `Solicitud de anulación de la compra ${code}, antes del inicio de la cobertura.`,
  });
  const state = requests.getByRole('listitem');
  await expect(state).toHaveText(
    /^Anulación\. Enviada el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}; un asesor te confirmará\.$/,
  );
  await expect(requests).toContainText('Ya pediste anular esta compra.');
  // Asked, no choice is left: the focus is on the section's heading, above the request's state.
  await expect(requests.getByRole('heading', { name: 'Cambios y anulación' })).toBeFocused();
  // 'Mi seguro' says so first, as the constancia does.
  await expect(cover.getByRole('note', { name: 'Anulación pedida' })).toContainText(
    'Pediste anular esta compra el',
  );
  await expectNoSeriousViolations(page);
  await expect
    .poll(() => storedValue(page, 'lastPurchase'))
    .toMatchObject({ code, requests: [{ kind: 'anulacion', sentAt: expect.any(String) }] });

  // After a reload, the request and its state are still there; nothing is sent again.
  const said = (await state.textContent())!;
  await page.reload();
  await myCoverButton(page).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Mi seguro' })
      .getByRole('region', { name: 'Cambios y anulación' })
      .getByRole('listitem'),
  ).toHaveText(said);
  expect(sent).toHaveLength(2);
});

test(
  'a date change shows the new total and the difference, in dollars and soles, before it goes',
  ANY_WIDTH,
  async ({ page }) => {
    const { requests } = await openRequests(page);
    const sent = await standInForEmailJs(page, 200);
    await requests.getByRole('button', { name: 'Solicitar cambio de fechas' }).click();
    const form = requests.getByRole('form', { name: 'Nuevas fechas del viaje' });
    await expect(form.getByLabel(/^Nueva fecha de salida/)).toHaveValue(limaDate(10));
    // Three days more: 10 days x US$ 10 x (1 + 1.5 for the 71-year-old) = US$ 250.
    await form.getByLabel(/^Nueva fecha de regreso/).fill(limaDate(20));
    const row = (label: string) =>
      form.getByRole('term').filter({ hasText: label }).locator('+ dd');
    await expect(row('Nuevo total')).toHaveText(withSoles('US$ 250'));
    await expect(row('Diferencia')).toHaveText(`${withSoles('US$ 75')} más que la compra`);
    expect(sent).toHaveLength(0);

    // A return before the departure: the quote form's own message, and no total.
    await form.getByLabel(/^Nueva fecha de regreso/).fill(limaDate(8));
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(form).toContainText('La fecha de regreso no puede ser anterior a la de salida.');
    await expect(form.getByLabel(/^Nueva fecha de regreso/)).toBeFocused();
    await expect(form).toContainText('Elige fechas válidas para ver el nuevo total.');
    expect(sent).toHaveLength(0);

    await form.getByLabel(/^Nueva fecha de regreso/).fill(limaDate(20));
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect.poll(() => sent.length).toBe(1);
    const line = formFields(sent[0]!).request?.replace(/\s/g, ' ');
    expect(line?.replace(CODE, 'CA-…')).toBe(
      `Solicitud de cambio de fechas de la compra CA-…: del ${shown(limaDate(10))} al ${shown(limaDate(20))}; nuevo total ${withSoles('US$ 250')}, ${withSoles('US$ 75')} más que la compra.`,
    );
    await expect(requests.getByRole('listitem')).toContainText('Enviada el');
    await expect
      .poll(() => storedValue(page, 'lastPurchase'))
      .toMatchObject({
        requests: [
          {
            kind: 'cambio_fechas',
            departureDate: limaDate(10),
            returnDate: limaDate(20),
            total: 250,
          },
        ],
      });
    // A cancellation may still be asked after a date change.
    await expect(requests.getByRole('button', { name: 'Solicitar anulación' })).toBeVisible();
  },
);

test(
  'from the cover’s first day, neither request is offered, and an adviser is',
  ANY_WIDTH,
  async ({ page }) => {
    const started = { ...weekInEurope(['34', '71']), departureDate: limaDate(0) };
    const { requests } = await openRequests(page, storedPurchase(started, 'AC 150'));
    await expect(requests.getByRole('button')).toHaveCount(0);
    await expect(requests).toContainText(
      `Tu cobertura empezó el ${shown(limaDate(0))}: desde ese día ya no puedes pedir aquí su anulación ni un cambio de fechas. Para cualquier cambio, habla con un asesor`,
    );
    await expect(requests.getByRole('link', { name: 'escribir a un asesor' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
  },
);

test(
  'a PagoEfectivo CIP past its expiry shows as expired, in Mi seguro and the constancia',
  ANY_WIDTH,
  async ({ page }) => {
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const { cover } = await openRequests(page, {
      ...PURCHASE,
      purchaseDate: new Date(Date.now() - 25 * 3_600_000).toISOString(),
      payment: { method: 'pagoefectivo', cip: '04817263', cipExpiresAt: hourAgo },
    });
    const code = cover.getByRole('note', { name: 'Código de pago (CIP) de PagoEfectivo' });
    await expect(code).toContainText(/Venció el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(hora de Lima\)/);
    await expect(code).toContainText('este código ya no se puede pagar');
    await expect(cover).not.toContainText(/págalo hasta/i);
    await cover.getByRole('button', { name: 'Constancia de cobertura' }).click();
    const certificate = page.getByRole('dialog', { name: /^Constancia de cobertura/ });
    await expect(certificate).toContainText('Expired on');
    await expect(certificate).not.toContainText(/págalo hasta|pay by/i);
  },
);

test(
  'a request made offline is kept, said to wait, and sent when the network returns',
  ANY_WIDTH,
  async ({ page }) => {
    const { requests } = await openRequests(page);
    const sent = await standInForEmailJs(page, 200);
    await page.context().setOffline(true);
    await requests.getByRole('button', { name: 'Solicitar anulación' }).click();
    await requests.getByRole('button', { name: 'Sí, solicitar anulación' }).click();
    await expect(requests.getByRole('listitem')).toHaveText(
      'Anulación. Sin conexión: la enviaremos en cuanto vuelva la conexión. Está guardada en este dispositivo.',
    );
    await expect
      .poll(() => storedValue(page, 'lastPurchase'))
      .toMatchObject({ requests: [{ kind: 'anulacion', unsent: true }] });
    expect(sent).toHaveLength(0);

    await page.context().setOffline(false);
    await expect.poll(() => sent.length).toBe(1);
    expect(formFields(sent[0]!).request).toMatch(/^Solicitud de anulación de la compra CA-/);
    await expect(requests.getByRole('listitem')).toContainText('Enviada el');
    await expect
      .poll(() => storedValue(page, 'lastPurchase'))
      .toMatchObject({ requests: [{ kind: 'anulacion' }] });
    expect((await storedValue(page, 'lastPurchase')).requests[0]).not.toHaveProperty('unsent');
  },
);

test('by keyboard alone, each step takes the focus where the next key is needed', async ({
  page,
}) => {
  const { cover, requests } = await openRequests(page);
  const dates = requests.getByRole('button', { name: 'Solicitar cambio de fechas' });
  await dates.focus();
  await page.keyboard.press('Enter');
  // The form opens on its first date: typed at once, no Tab through the dialog first.
  const departure = requests.getByLabel(/^Nueva fecha de salida/);
  await expect(departure).toBeFocused();
  await requests.getByRole('button', { name: 'Volver' }).focus();
  await page.keyboard.press('Enter');
  await expect(dates).toBeFocused();

  // The constancia, opened from the end of 'Mi seguro' (scrolled to its last line), shows its
  // title, focused; 'Volver' gives the focus back to its button.
  await cover.getByRole('region', { name: 'Cambios y anulación' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 5000);
  const opener = cover.getByRole('button', { name: 'Constancia de cobertura' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const certificate = page.getByRole('dialog', { name: /^Constancia de cobertura/ });
  const title = certificate.getByRole('heading', { name: /^Constancia de cobertura/ });
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport({ ratio: 1 });
  await expectNoSeriousViolations(page);
  await certificate.getByRole('button', { name: 'Volver' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Mi seguro' })
      .getByRole('button', { name: 'Constancia de cobertura' }),
  ).toBeFocused();
});
