import type { Page } from '@playwright/test';
import { ANY_WIDTH, expect, test } from '../support/test';
import {
  expectToast,
  fillTraveller,
  formFields,
  myCoverButton,
  seedStorage,
  standInForEmailJs,
  storedValue,
  toasts,
  weekInEurope,
  withSoles,
} from '../support/site';
import { expectNoSeriousViolations } from '../support/a11y';
import { storedPurchase } from '../support/storedPurchase.mjs';

// 'Medio de pago' on /checkout (contract section 6): how the buyer means to pay, chosen before
// 'Pagar de forma segura', kept with the purchase and told in the e-mail, 'Mi seguro' and the
// constancia. At the e2e build's rate of S/ 3.742 per dollar.

/** /checkout for a week in Europe with `plan`, ready to be filled. */
async function openCheckout(page: Page, ages: string[], plan: string) {
  await seedStorage(page, {
    latestQuote: JSON.stringify(weekInEurope(ages)),
    selectedPlan: JSON.stringify({ productName: plan }),
  });
  await page.goto('/checkout');
  const group = page.getByRole('group', { name: 'Medio de pago' });
  await expect(group).toBeVisible();
  return group;
}

async function fillAll(page: Page, count: number) {
  for (let n = 1; n <= count; n += 1) {
    await fillTraveller(page, n, {
      firstName: `Carla${n}`,
      lastName: 'Salazar',
      birthDate: '1990-02-14',
    });
  }
}

/** Pays, and returns the purchase as stored and the e-mail's fields as sent. */
async function pay(page: Page) {
  const emails = await standInForEmailJs(page);
  await page.getByRole('button', { name: 'Pagar de forma segura' }).click();
  await expect(page).toHaveURL('/');
  await expectToast(
    page,
    '¡Compra simulada con éxito!',
    'Gracias por tu compra. En un escenario real, serías redirigido a la pasarela de pago.',
  );
  await expect.poll(() => emails.length).toBe(1);
  const purchase = (await storedValue(page, 'lastPurchase')) as Record<string, unknown>;
  return { purchase, email: formFields(emails[0]!) };
}

const cover = (page: Page) => page.getByRole('dialog', { name: 'Mi seguro' });

test(
  'the card by default, in the cuotas chosen; no card data asked',
  ANY_WIDTH,
  async ({ page }) => {
    // AC 35 for a week: US$ 35, S/ 130.97.
    const group = await openCheckout(page, ['34'], 'AC 35');
    const card = group.getByRole('radio', { name: 'Tarjeta de crédito o débito' });
    await expect(card).toBeChecked();
    await expect(card).toHaveAccessibleDescription(
      'Aceptamos Visa, Mastercard, American Express y Diners Club.',
    );
    const cuotas = group.getByLabel('Cuotas');
    await expect(cuotas.getByRole('option')).toHaveText([
      '1 cuota de S/ 130.97',
      '3 cuotas de S/ 43.66',
      '6 cuotas de S/ 21.83',
      '12 cuotas de S/ 10.92',
    ]);
    await expect(cuotas).toHaveAccessibleDescription(/solo para tarjetas de crédito.*intereses/);
    await expect(group).toContainText('No te pedimos datos de tarjeta');
    // No field of the page asks for a card's number, expiry or code.
    await expect(page.locator('[autocomplete^="cc-"]')).toHaveCount(0);
    await expect(
      page.getByRole('textbox', { name: /tarjeta|vencimiento|cvv|seguridad/i }),
    ).toHaveCount(0);

    await cuotas.selectOption('3');
    await fillAll(page, 1);
    const { purchase, email } = await pay(page);
    expect(purchase.payment).toEqual({ method: 'tarjeta', installments: 3 });
    expect(email.payment).toBe('Tarjeta de crédito o débito, en 3 cuotas de S/\u00a043.66');
    const keys = JSON.stringify(purchase);
    expect(keys).not.toMatch(/card|cvv|expiry/i);

    await myCoverButton(page).click();
    await expect(cover(page)).toContainText('Medio de pago');
    await expect(cover(page)).toContainText('Tarjeta de crédito o débito, en 3 cuotas de S/ 43.66');
  },
);

test('Yape o Plin within S/ 500', ANY_WIDTH, async ({ page }) => {
  // AC 60 for a week: US$ 53, S/ 198.33.
  const group = await openCheckout(page, ['34'], 'AC 60');
  await group.getByText('Yape o Plin').click();
  await expect(group.getByRole('radio', { name: 'Yape o Plin' })).toBeChecked();
  await expect(group.getByLabel('Cuotas')).toHaveCount(0);
  await fillAll(page, 1);
  const { purchase, email } = await pay(page);
  expect(purchase.payment).toEqual({ method: 'yape_plin' });
  expect(email.payment).toBe('Yape o Plin');
});

test(
  'Yape o Plin refused above S/ 500, saying why; the keyboard skips it',
  ANY_WIDTH,
  async ({ page }) => {
    // AC 150 for two: US$ 140, S/ 523.88.
    const group = await openCheckout(page, ['34', '36'], 'AC 150');
    const wallet = group.getByRole('radio', { name: 'Yape o Plin' });
    await expect(wallet).toBeDisabled();
    await expect(wallet).toHaveAccessibleDescription(
      'No disponible para esta compra: Yape y Plin permiten pagar hasta S/ 500.00 por operación, y el total es S/ 523.88.',
    );
    // A real radio group: the arrows move the choice, past the one that cannot be chosen.
    const card = group.getByRole('radio', { name: 'Tarjeta de crédito o débito' });
    await card.focus();
    await page.keyboard.press('ArrowDown');
    const cash = group.getByRole('radio', { name: 'PagoEfectivo' });
    await expect(cash).toBeFocused();
    await expect(cash).toBeChecked();
    await page.keyboard.press('ArrowUp');
    await expect(card).toBeChecked();
  },
);

test("PagoEfectivo: a CIP for 24 hours with its amount, in view on / after the toast, in the e-mail, 'Mi seguro' and the constancia", async ({
  page,
}) => {
  const group = await openCheckout(page, ['34', '36'], 'AC 150');
  const cash = group.getByRole('radio', { name: 'PagoEfectivo' });
  await expect(cash).toHaveAccessibleDescription(
    'Al comprar recibes un código CIP para pagar dentro de 24 horas en la app de tu banco, en agentes o en bodegas.',
  );
  await cash.check();
  await fillAll(page, 2);
  const { purchase, email } = await pay(page);
  const payment = purchase.payment as { method: string; cip: string; cipExpiresAt: string };
  expect(payment).toEqual({
    method: 'pagoefectivo',
    cip: expect.stringMatching(/^\d{8}$/),
    cipExpiresAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  });
  expect(Date.parse(payment.cipExpiresAt) - Date.parse(purchase.purchaseDate as string)).toBe(
    24 * 3_600_000,
  );
  // Lima's clock: the browser's zone in these tests.
  const deadline = new Intl.DateTimeFormat('es-PE', {
    timeZone: 'America/Lima',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(payment.cipExpiresAt))
    .replace(',', '');
  expect(email.payment).toBe(
    `PagoEfectivo, CIP ${payment.cip}: págalo hasta el ${deadline} (hora de Lima)`,
  );

  // AC 150 for a week, two travellers: US$ 140, in soles at the build's rate.
  const total = withSoles('US$ 140');
  const soles = /\((S\/ [\d,.]+)\)/.exec(total)![1]!;

  // The spec's toast goes (closed here; after 5 s by itself): the purchase stays in view.
  await toasts(page).getByRole('button', { name: 'Cerrar notificación' }).click();
  await expectToast(
    page,
    `Tu compra ${purchase.code as string}`,
    `Paga el CIP ${payment.cip} por ${soles} hasta el ${deadline} (hora de Lima), en la app de tu banco, en agentes o en bodegas. Tu compra está en ‘Mi seguro’.`,
  );

  await myCoverButton(page).click();
  // Open, 'Mi seguro' has what the notice said: the notice goes.
  await expect(page.getByText(`Tu compra ${purchase.code as string}`)).toHaveCount(0);
  await expect(cover(page)).toContainText(`Total${total}`);
  const code = cover(page).getByRole('note', { name: 'Código de pago (CIP) de PagoEfectivo' });
  await expect(code).toContainText(payment.cip);
  await expect(code).toContainText(`Monto a pagar: ${soles}`);
  await expect(code).toContainText(`Págalo hasta el ${deadline} (hora de Lima)`);
  await expectNoSeriousViolations(page);
  await cover(page).getByRole('button', { name: 'Constancia de cobertura' }).click();
  const certificate = page.getByRole('dialog', { name: /^Constancia de cobertura/ });
  await expect(certificate).toContainText(`PagoEfectivo, CIP ${payment.cip}`);
  await expect(certificate).toContainText(total);
  await expect(certificate.getByRole('note', { name: 'Pago pendiente' })).toContainText(
    'La cobertura rige una vez pagado el CIP de PagoEfectivo.',
  );
  const inCertificate = certificate.getByRole('note', { name: /^Código de pago \(CIP\)/ });
  await expect(inCertificate).toContainText(payment.cip);
  await expect(inCertificate).toContainText(`Amount to pay: ${soles}`);
  await expect(inCertificate).toContainText(`Pay by ${deadline} (Lima time)`);
});

test(
  'a purchase stored before the way to pay was asked still opens, telling no payment',
  ANY_WIDTH,
  async ({ page }) => {
    await seedStorage(page, {
      lastPurchase: JSON.stringify(storedPurchase(weekInEurope(['34', '71']), 'AC 150')),
    });
    await page.goto('/');
    await myCoverButton(page).click();
    await expect(cover(page)).toContainText('Rosa María Quispe Huamán');
    await expect(cover(page)).not.toContainText('Medio de pago');
    await cover(page).getByRole('button', { name: 'Constancia de cobertura' }).click();
    const certificate = page.getByRole('dialog', { name: /^Constancia de cobertura/ });
    await expect(certificate).toContainText('Rosa María Quispe Huamán');
    await expect(certificate).not.toContainText('Medio de pago');
  },
);
