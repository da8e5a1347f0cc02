import type { Page } from '@playwright/test';
import { ANY_WIDTH, expect, test } from '../support/test';
import { E2E_SITE } from '../support/server';
import {
  expectToast,
  fillTraveller,
  formFields,
  myCoverButton,
  seedStorage,
  standInForEmailJs,
  storedValue,
  weekInEurope,
  type EmailJsAnswer,
} from '../support/site';
import { annualQuote, card, openQuote } from '../support/quotePage';

// What a traveller needs before the trip: whether a plan meets the destination's rule, whose
// prices these are, the purchase in the inbox, and a constancia to show at a border.

const CODE = /^CA-\d{8}-[A-Z0-9]{6}$/;

test.describe('the Schengen minimum', () => {
  test('each plan for Europe says whether it meets € 30,000, in euros; the rate is stated', async ({
    page,
  }) => {
    await openQuote(page, weekInEurope(['34']));
    // At the tests' rate of € 0.8571 per US$ 1, AC 35's US$ 35,000 is € 29,998.
    for (const [plan, verdict, euros] of [
      ['AC 1M', 'Cumple el mínimo Schengen de € 30,000', '€ 857,100'],
      ['AC 250', 'Cumple el mínimo Schengen de € 30,000', '€ 214,275'],
      ['AC 150', 'Cumple el mínimo Schengen de € 30,000', '€ 128,565'],
      ['AC 60', 'Cumple el mínimo Schengen de € 30,000', '€ 51,426'],
      ['AC 35', 'No alcanza el mínimo Schengen de € 30,000', '€ 29,998'],
    ] as const) {
      await expect(card(page, plan)).toContainText(`${verdict} (cobertura de ${euros})`);
    }
    // A plan that falls short can still be bought: the traveller decides.
    await expect(page.getByRole('button', { name: 'Contratar AC 35' })).toBeEnabled();
    await expect(
      page.getByText('Tipo de cambio referencial del euro: € 0.8571 por US$ 1 (21/11/2026)'),
    ).toHaveCount(1);

    await page.getByRole('checkbox', { name: 'Comparar AC 60' }).check();
    await page.getByRole('checkbox', { name: 'Comparar AC 35' }).check();
    await page.getByRole('button', { name: 'Comparar (2)' }).click();
    const row = page
      .getByRole('dialog', { name: 'Comparar planes' })
      .getByRole('row', { name: /^Mínimo Schengen/ });
    await expect(row.getByRole('cell')).toHaveText([
      'Cumple el mínimo Schengen de € 30,000 (cobertura de € 51,426)',
      'No alcanza el mínimo Schengen de € 30,000 (cobertura de € 29,998)',
    ]);
  });

  test('says nothing of Schengen for other destinations', ANY_WIDTH, async ({ page }) => {
    await openQuote(page, { ...weekInEurope(['34']), destination: 'Asia' });
    await expect(card(page, 'AC 35')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Schengen');
    await expect(page.getByRole('main')).not.toContainText('€');
  });
});

test(
  '/quote says whose prices these are, and asks an adviser for the others with the trip',
  ANY_WIDTH,
  async ({ page }) => {
    await openQuote(page, annualQuote(['34', '71']));
    await expect(page.getByRole('main')).toContainText(
      'Los precios que ves son de ASSISTCARD. INTERMAC ASSISTANCE, UNIVERSAL ASSISTANCE y ASSIST 1 los cotiza un asesor: pídelo por WhatsApp',
    );
    const link = page.getByRole('link', {
      name: 'pídelo por WhatsApp (se abre en una pestaña nueva)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe(`https://wa.me/${E2E_SITE.WHATSAPP_NUMBER}`);
    expect(href.searchParams.get('text')).toBe(
      [
        'Necesito una cotización',
        'Destino: Europa',
        'Modalidad: Anual múltitrip 30 días',
        'Viajeros: 2 viajeros (34, 71 años)',
        `${E2E_SITE.SITE_URL}/quote?destino=Europa&modalidad=anual_30&edades=34,71`,
      ].join('\n'),
    );
  },
);

/** /checkout for a week in Europe with AC 150, filled for two travellers. */
async function fillCheckout(page: Page) {
  await seedStorage(page, {
    latestQuote: JSON.stringify(weekInEurope(['34', '71'])),
    selectedPlan: JSON.stringify({ productName: 'AC 150' }),
  });
  await page.goto('/checkout');
  await fillTraveller(page, 1, { firstName: 'Rosa', lastName: 'Quispe', birthDate: '1991-05-02' });
  await fillTraveller(page, 2, {
    firstName: 'Jorge',
    lastName: 'Salas',
    birthDate: '1954-10-20',
    docType: 'Pasaporte',
    docNumber: 'P1234567',
  });
}

test('a purchase e-mails its confirmation once, and its constancia shows the same code', async ({
  page,
}) => {
  await fillCheckout(page);
  await expect(page.getByRole('main')).toContainText(
    'Te enviaremos la confirmación de la compra (código, plan, viaje, total y los nombres y documentos de los viajeros) al correo del Viajero 1',
  );
  const requests = await standInForEmailJs(page, 200);
  await page.getByRole('button', { name: 'Pagar de forma segura' }).dblclick();
  await expectToast(page, '¡Compra simulada con éxito!');
  await expect.poll(() => requests.length).toBe(1);
  const sent = formFields(requests[0]!);
  expect(sent).toMatchObject({
    service_id: 'service_e2e',
    template_id: 'template_purchase_e2e',
    user_email: 'carla@example.pe',
    plan: 'AC 150',
    insurer: 'ASSISTCARD',
    coverage: 'US$ 150,000',
    destination: 'Europa',
  });
  // A form's text is sent with the web's line breaks (CR LF).
  // Each phone as typed ('987654321'), kept in E.164, written in its international form.
  expect(sent.travellers).toBe(
    'Rosa Quispe, DNI 45678911, +51 987 654 321\r\nJorge Salas, Pasaporte P1234567, +51 987 654 321',
  );
  expect(sent.purchase_code).toMatch(CODE);
  expect(sent.dates).toMatch(/^\d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4} \(7 días\)$/);
  expect(sent.total).toMatch(/^US\$ [\d,]+ \(S\/\s[\d,.]+\)$/);
  await expect
    .poll(() => storedValue(page, 'lastPurchase'))
    .toMatchObject({
      code: sent.purchase_code,
      confirmationSent: true,
    });

  await myCoverButton(page).click();
  const cover = page.getByRole('dialog', { name: 'Mi seguro' });
  await expect(cover.getByRole('status')).toHaveText(
    'Te enviamos la confirmación a carla@example.pe.',
  );
  await cover.getByRole('button', { name: 'Constancia de cobertura' }).click();
  const certificate = page.getByRole('dialog', { name: /^Constancia de cobertura/ });
  await expect(certificate.getByRole('note')).toHaveText(
    'Compra simulada: este documento no tiene validezSimulated purchase: not a valid document',
  );
  for (const [label, value] of [
    ['CódigoReference', sent.purchase_code ?? ''],
    ['Plan', 'AC 150'],
    ['AseguradoraInsurer', 'ASSISTCARD'],
    ['Cobertura máximaMaximum cover', 'US$ 150,000 (€ 128,565)'],
    ['DestinoDestination', 'Europa · Europe'],
    ['Asistencia 24/724/7 assistance', 'ASSISTCARD: +51 1 610 0000'],
  ] as const)
    await expect(
      certificate.getByRole('term').filter({ hasText: label }).locator('+ dd'),
      label,
    ).toHaveText(value);
  await expect(certificate.getByRole('row')).toHaveText([
    /^Nombre completo/,
    /^Rosa Quispe\s*Tel\. \+51 987 654 321\s*DNI \(Peruvian national ID\) 45678911\s*02\/05\/1991$/,
    /^Jorge Salas\s*Tel\. \+51 987 654 321\s*Pasaporte \(Passport\) P1234567\s*20\/10\/1954$/,
  ]);

  // Printed, the constancia is the page, on one sheet.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(certificate.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(certificate.getByText(sent.purchase_code!)).toBeVisible();
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  await test.info().attach('constancia-impresa', { body: pdf, contentType: 'application/pdf' });
  await page.emulateMedia({ media: 'screen' });
});

for (const answer of [500, 'network'] as EmailJsAnswer[]) {
  test(
    `a refused confirmation (${answer}) keeps the purchase, and 'Mi seguro' sends it again`,
    ANY_WIDTH,
    async ({ page }) => {
      await fillCheckout(page);
      const refused = await standInForEmailJs(page, answer);
      await page.getByRole('button', { name: 'Pagar de forma segura' }).click();
      await expectToast(page, '¡Compra simulada con éxito!');
      await expect.poll(() => refused.length).toBe(1);
      const stored = await storedValue(page, 'lastPurchase');
      expect(stored).toMatchObject({ confirmationSent: false });
      expect(stored.code).toMatch(CODE);

      await myCoverButton(page).click();
      const cover = page.getByRole('dialog', { name: 'Mi seguro' });
      const status = cover.getByRole('status');
      await expect(status).toContainText('No pudimos enviar la confirmación a carla@example.pe.');
      await page.unrouteAll();
      const again = await standInForEmailJs(page, 200);
      await cover.getByRole('button', { name: 'Enviar de nuevo' }).click();
      await expect(status).toHaveText('Te enviamos la confirmación a carla@example.pe.');
      expect(again).toHaveLength(1);
      expect(formFields(again[0]!).purchase_code).toBe(stored.code);
      await expect
        .poll(() => storedValue(page, 'lastPurchase'))
        .toMatchObject({ code: stored.code, confirmationSent: true });
    },
  );
}

test(
  'a purchase stored by an earlier version gains a code once, and keeps it',
  ANY_WIDTH,
  async ({ page }) => {
    // The spec's fields only, as an earlier version stored them.
    const earlier = {
      selectedPlan: { productName: 'AC 60', price: 1 },
      quoteData: weekInEurope(['34']),
      travelers: [
        {
          firstName: 'Rosa',
          lastName: 'Quispe',
          docType: 'DNI',
          docNumber: '45678912',
          birthDate: '1991-05-02',
          gender: '',
          email: 'rosa@example.pe',
          phone: '987654321',
        },
      ],
      purchaseDate: new Date().toISOString(),
    };
    await seedStorage(page, { lastPurchase: JSON.stringify(earlier) });
    await page.goto('/');
    await myCoverButton(page).click();
    const code = page.getByRole('dialog', { name: 'Mi seguro' }).getByText(CODE);
    await expect(code).toBeVisible();
    const given = await code.textContent();
    await expect.poll(() => storedValue(page, 'lastPurchase')).toMatchObject({ code: given });
    await page.reload();
    await myCoverButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Mi seguro' }).getByText(CODE)).toHaveText(
      given!,
    );
  },
);

test('the constancia of a family of four prints on one A4 page, offline-ready in the page', async ({
  page,
}) => {
  const traveller = (firstName: string, lastName: string, birthDate: string, n: number) => ({
    firstName,
    lastName,
    docType: n === 4 ? 'CE' : 'PASSPORT',
    docNumber: `P00${n}4567`,
    birthDate,
    gender: '',
    email: 'familia@example.pe',
    phone: '987654321',
  });
  await seedStorage(page, {
    lastPurchase: JSON.stringify({
      selectedPlan: { productName: 'AC 250', price: 1 },
      quoteData: weekInEurope(['44', '42', '15', '9']),
      travelers: [
        traveller('María Fernanda', 'Quispe Huamán de la Cruz', '1982-03-14', 1),
        traveller('José Antonio', 'Rojas Villanueva', '1984-07-30', 2),
        traveller('Valentina', 'Rojas Quispe', '2011-01-09', 3),
        traveller('Mateo', 'Rojas Quispe', '2017-11-21', 4),
      ],
      purchaseDate: new Date().toISOString(),
      code: 'CA-20261127-FAM4AB',
      confirmationSent: true,
    }),
  });
  await page.goto('/');
  await myCoverButton(page).click();
  await page
    .getByRole('dialog', { name: 'Mi seguro' })
    .getByRole('button', { name: 'Constancia de cobertura' })
    .click();
  const certificate = page.getByRole('dialog', { name: /^Constancia de cobertura/ });
  await expect(certificate.getByRole('row')).toHaveCount(5);
  await expect(certificate).toContainText('Carné de extranjería (Foreign resident card) P0044567');
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  await page.emulateMedia({ media: 'screen' });
});
