import type { Page } from '@playwright/test';
import { formatCalendarDate } from '../../src/domain/dates';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations, tabTo } from '../support/a11y';
import {
  expectToast,
  field,
  limaDate,
  seedStorage,
  weekInEurope,
  storedValue,
  travellerCard,
} from '../support/site';

// What a family needs at checkout: one contact for everyone, the ages they were quoted with, and
// a word when a birth date does not match that age. None of it changes the spec's flow.

const FAMILY = ['45', '43', '19', '17', '15', '12', '9', '6'];
const SHARE = 'Usar el correo y el teléfono del Viajero 1 para todos';

const card = travellerCard;

/** Born on 1 January of the year that gives `age` all through the trip's year. */
const bornAt = (age: string) => `${Number(limaDate(10).slice(0, 4)) - Number(age)}-01-01`;

async function openCheckout(page: Page, ages: string[]) {
  await seedStorage(page, {
    latestQuote: JSON.stringify(weekInEurope(ages)),
    selectedPlan: JSON.stringify({ productName: 'AC 150' }),
  });
  await page.goto('/checkout');
}

/** Everything but the e-mail and phone. */
async function fillNameAndDocument(page: Page, n: number, birthDate: string) {
  await field(card(page, n), 'Nombres').fill(`Viajero ${n}`);
  await field(card(page, n), 'Apellidos').fill('Quispe Rojas');
  await field(card(page, n), 'Número de documento').fill(`4567890${n}`);
  await field(card(page, n), 'Fecha de nacimiento').fill(formatCalendarDate(birthDate));
}

test('a family of eight shares one e-mail and phone, sees its quoted ages and buys', async ({
  page,
}) => {
  // Eight cards typed in full: long on a busy machine.
  test.slow();
  await openCheckout(page, FAMILY);
  for (const [index, age] of FAMILY.entries()) {
    await expect(card(page, index + 1).getByText(`Cotizado con ${age} años`)).toBeVisible();
  }
  await field(card(page, 1), 'Correo electrónico').fill('familia@example.pe');
  await field(card(page, 1), 'Teléfono').fill('987654321');
  await page.getByRole('checkbox', { name: SHARE }).check();
  for (let n = 2; n <= FAMILY.length; n += 1) {
    await expect(field(card(page, n), 'Correo electrónico')).toHaveValue('familia@example.pe');
    await expect(field(card(page, n), 'Teléfono')).toHaveValue('987654321');
    await expect(field(card(page, n), 'Teléfono')).not.toBeEditable();
  }
  // Kept in step while ticked.
  await field(card(page, 1), 'Teléfono').fill('912345678');
  await expect(field(card(page, 8), 'Teléfono')).toHaveValue('912345678');

  for (const [index, age] of FAMILY.entries())
    await fillNameAndDocument(page, index + 1, bornAt(age));
  await expect(page.getByRole('status').filter({ hasText: 'tendrá' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Pagar de forma segura' }).click();
  await expectToast(page, '¡Compra simulada con éxito!');
  await expect
    .poll(async () => (await storedValue(page, 'lastPurchase'))?.travelers?.length)
    .toBe(8);
  const purchase = await storedValue(page, 'lastPurchase');
  expect(purchase.travelers).toHaveLength(8);
  // The shared phone, typed '912345678', kept in E.164.
  for (const traveller of purchase.travelers) {
    expect(traveller).toMatchObject({ email: 'familia@example.pe', phone: '+51912345678' });
  }
});

test('unticked, the shared contact stays as it was and can be changed', async ({ page }) => {
  await openCheckout(page, ['40', '38']);
  await field(card(page, 1), 'Correo electrónico').fill('rosa@example.pe');
  const share = page.getByRole('checkbox', { name: SHARE });
  await share.check();
  await share.uncheck();
  await expect(field(card(page, 2), 'Correo electrónico')).toHaveValue('rosa@example.pe');
  await field(card(page, 2), 'Correo electrónico').fill('luis@example.pe');
  await expect(field(card(page, 1), 'Correo electrónico')).toHaveValue('rosa@example.pe');
});

test('a birth date that gives another age than the quoted one is pointed out, and the purchase goes through', async ({
  page,
}) => {
  await openCheckout(page, ['30']);
  // The day after the departure's day, 30 years before: 29 on the departure.
  const [year, month, day] = limaDate(10).split('-').map(Number) as [number, number, number];
  const birthDate = new Date(Date.UTC(year - 30, month - 1, day + 1)).toISOString().slice(0, 10);
  await fillNameAndDocument(page, 1, birthDate);
  await field(card(page, 1), 'Correo electrónico').fill('carla@example.pe');
  await field(card(page, 1), 'Teléfono').fill('987654321');
  const notice = card(page, 1).getByRole('status');
  await expect(notice).toContainText('tendrá 29 años');
  await expect(notice).toContainText('cotizamos con 30 años');
  await expect(notice.getByRole('link', { name: 'Modificar Cotización' })).toBeVisible();
  await page.getByRole('button', { name: 'Pagar de forma segura' }).click();
  await expectToast(page, '¡Compra simulada con éxito!');
});

test("a refused payment for eight travellers: 'Datos incompletos', every error shown, focus on the first to fix", async ({
  page,
}) => {
  await openCheckout(page, FAMILY);
  await fillNameAndDocument(page, 1, bornAt('45'));
  await field(card(page, 1), 'Correo electrónico').fill('familia@example.pe');
  await field(card(page, 1), 'Teléfono').fill('987654321');
  await page.getByRole('button', { name: 'Pagar de forma segura' }).click();
  await expectToast(
    page,
    'Datos incompletos',
    'Por favor, completa todos los campos para cada viajero.',
  );
  await expect(page.getByText('Escribe los nombres.')).toHaveCount(7);
  await expect(field(card(page, 2), 'Nombres')).toBeFocused();
  // Nothing typed was lost.
  await expect(field(card(page, 1), 'Nombres')).toHaveValue('Viajero 1');
});

test('the tick and the notice work by keyboard, and axe finds nothing serious', async ({
  page,
}) => {
  await openCheckout(page, ['40', '38']);
  await tabTo(page, 'textbox', /^Teléfono/);
  await page.keyboard.type('987654321');
  // The tick comes right after traveller 1's card.
  await page.keyboard.press('Tab');
  const share = page.getByRole('checkbox', { name: SHARE });
  await expect(share).toBeFocused();
  await page.keyboard.press('Space');
  await expect(share).toBeChecked();
  await expect(field(card(page, 2), 'Teléfono')).toHaveValue('987654321');
  // Traveller 2, quoted at 38, born so as to be 37 on the departure.
  const [year, month, day] = limaDate(10).split('-').map(Number) as [number, number, number];
  const birthDate = new Date(Date.UTC(year - 38, month - 1, day + 1)).toISOString().slice(0, 10);
  await field(card(page, 2), 'Fecha de nacimiento').fill(formatCalendarDate(birthDate));
  await expect(card(page, 2).getByRole('status')).toContainText('tendrá 37 años');
  await tabTo(page, 'link', 'Modificar Cotización');
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
});
