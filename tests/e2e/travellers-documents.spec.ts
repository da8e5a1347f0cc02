import type { Page } from '@playwright/test';
import { ANY_WIDTH, expect, test } from '../support/test';
import {
  expectToast,
  field,
  fillTraveller,
  formFields,
  myCoverButton,
  seedStorage,
  standInForEmailJs,
  storedValue,
  toasts,
  weekInEurope,
  travellerCard,
} from '../support/site';

// Each traveller's document and phone as people write them (contract section 6): typed with
// their separators or in small letters, checked by their rules, kept and shown in one form
// wherever the purchase goes.

const card = travellerCard;

async function openCheckout(page: Page, ages: string[]) {
  await seedStorage(page, {
    latestQuote: JSON.stringify(weekInEurope(ages)),
    selectedPlan: JSON.stringify({ productName: 'AC 150' }),
  });
  await page.goto('/checkout');
}

test('a family buys with a DNI typed with dots, a CE with a leading zero, a passport in small letters, a Lima landline and a Spanish mobile', async ({
  page,
}) => {
  await openCheckout(page, ['45', '43', '12']);
  const family = [
    {
      firstName: 'Rosa',
      docType: 'DNI',
      docNumber: '45.678.912',
      birthDate: '1981-03-02',
      phone: '(01) 411-1111',
    },
    {
      firstName: 'Luis',
      docType: 'Carné de extranjería',
      docNumber: '001234567',
      birthDate: '1983-06-11',
      phone: '+34 612 34 56 78',
    },
    {
      firstName: 'Ana',
      docType: 'Pasaporte',
      docNumber: 'pe123456',
      birthDate: '2014-01-20',
      phone: '987 654 321',
    },
  ];
  for (const [index, traveller] of family.entries()) {
    await fillTraveller(page, index + 1, { ...traveller, lastName: 'Quispe' });
  }
  // Each field says its kind's form, and nothing is wrong.
  await expect(field(card(page, 1), 'Número de documento')).toHaveAccessibleDescription(
    'Los 8 dígitos del DNI.',
  );
  await expect(field(card(page, 2), 'Número de documento')).toHaveAccessibleDescription(
    'Hasta 12 letras y números, como en el carné.',
  );
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);

  const requests = await standInForEmailJs(page, 200);
  await page.getByRole('button', { name: 'Pagar de forma segura' }).click();
  await expectToast(page, '¡Compra simulada con éxito!');
  await expect.poll(() => requests.length).toBe(1);
  // A form's text is sent with the web's line breaks (CR LF).
  expect(formFields(requests[0]!).travellers).toBe(
    [
      'Rosa Quispe, DNI 45678912, +51 1 4111111',
      'Luis Quispe, Carné de extranjería 001234567, +34 612 34 56 78',
      'Ana Quispe, Pasaporte PE123456, +51 987 654 321',
    ].join('\r\n'),
  );
  const stored = await storedValue(page, 'lastPurchase');
  expect(
    stored.travelers.map(({ docNumber, phone }: { docNumber: string; phone: string }) => [
      docNumber,
      phone,
    ]),
  ).toEqual([
    ['45678912', '+5114111111'],
    ['001234567', '+34612345678'],
    ['PE123456', '+51987654321'],
  ]);

  await myCoverButton(page).click();
  const cover = page.getByRole('dialog', { name: 'Mi seguro' });
  await expect(cover.getByRole('list').first().getByRole('listitem')).toHaveText([
    'Rosa Quispe · Tel. +51 1 4111111',
    'Luis Quispe · Tel. +34 612 34 56 78',
    'Ana Quispe · Tel. +51 987 654 321',
  ]);
  await cover.getByRole('button', { name: 'Constancia de cobertura' }).click();
  const certificate = page.getByRole('dialog', { name: /^Constancia de cobertura/ });
  await expect(certificate.getByRole('row')).toHaveText([
    /^Nombre completo/,
    /^Rosa Quispe\s*Tel\. \+51 1 4111111\s*DNI \(Peruvian national ID\) 45678912\s*02\/03\/1981$/,
    /^Luis Quispe\s*Tel\. \+34 612 34 56 78\s*Carné de extranjería \(Foreign resident card\) 001234567\s*11\/06\/1983$/,
    /^Ana Quispe\s*Tel\. \+51 987 654 321\s*Pasaporte \(Passport\) PE123456\s*20\/01\/2014$/,
  ]);
});

test(
  'a phone with a digit too many stops the purchase at its field, kept as typed',
  ANY_WIDTH,
  async ({ page }) => {
    await openCheckout(page, ['40', '38']);
    await fillTraveller(page, 1, {
      firstName: 'Carla',
      lastName: 'Salazar',
      birthDate: '1986-02-14',
    });
    await fillTraveller(page, 2, {
      firstName: 'Mateo',
      lastName: 'Salazar',
      birthDate: '1988-07-01',
      phone: '9876543210',
    });
    await page.getByRole('button', { name: 'Pagar de forma segura' }).click();
    const phone = field(card(page, 2), 'Teléfono');
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAccessibleDescription(
      'Escribe un teléfono válido, por ejemplo 987 654 321 o +34 612 34 56 78.',
    );
    await expect(phone).toHaveValue('9876543210');
    // Nothing is missing, so no 'Datos incompletos'; and nothing was bought.
    await expect(page).toHaveURL('/checkout');
    await expect(toasts(page)).not.toContainText('Datos incompletos');
    expect(await storedValue(page, 'lastPurchase')).toBeNull();
  },
);

test(
  'a passport typed for two travellers stops the purchase at the second, saying who has it',
  ANY_WIDTH,
  async ({ page }) => {
    await openCheckout(page, ['40', '38']);
    for (const n of [1, 2]) {
      await fillTraveller(page, n, {
        firstName: n === 1 ? 'Carla' : 'Mateo',
        lastName: 'Salazar',
        birthDate: n === 1 ? '1986-02-14' : '1988-07-01',
        docType: 'Pasaporte',
        docNumber: n === 1 ? 'PE123456' : 'pe123456',
      });
    }
    await page.getByRole('button', { name: 'Pagar de forma segura' }).click();
    const second = field(card(page, 2), 'Número de documento');
    await expect(second).toBeFocused();
    await expect(second).toHaveAccessibleDescription('Este documento ya es del Viajero 1.');
    await expect(second).toHaveValue('pe123456');
    // Nothing is missing, so no 'Datos incompletos'; and nothing was bought.
    await expect(page).toHaveURL('/checkout');
    await expect(toasts(page)).not.toContainText('Datos incompletos');
    expect(await storedValue(page, 'lastPurchase')).toBeNull();
    await test.info().attach('documento-repetido', {
      body: await card(page, 2).screenshot(),
      contentType: 'image/png',
    });

    // Typed right, the message goes and the purchase goes through.
    await second.fill('PE654321');
    await expect(second).toHaveAccessibleDescription(
      'Hasta 12 letras y números, como en el pasaporte.',
    );
    await page.getByRole('button', { name: 'Pagar de forma segura' }).click();
    await expectToast(page, '¡Compra simulada con éxito!');
  },
);

test(
  'a wrong DNI is told inline, keeps what was typed, and is checked again with its kind',
  ANY_WIDTH,
  async ({ page }) => {
    await openCheckout(page, ['30']);
    const number = field(card(page, 1), 'Número de documento');
    await number.fill('ABC12');
    await number.blur();
    await expect(number).toHaveAccessibleDescription(
      'El DNI tiene 8 dígitos, por ejemplo 45678912.',
    );
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await test.info().attach('dni-equivocado', {
      body: await card(page, 1).screenshot(),
      contentType: 'image/png',
    });
    await field(card(page, 1), 'Tipo de documento').selectOption({ label: 'Pasaporte' });
    await expect(number).not.toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveValue('ABC12');
  },
);
