// The visitor's main stories in Gecko (Firefox) and WebKit (Safari's engine), beside the
// Chromium suite in tests/e2e: a family's purchase, its cover offline, a quote tapped before any
// script has come, and the Libro de Reclamaciones. Written once for both engines
// (support/visitor.ts); each runs at the width its visitors mostly use (playwright.config.ts).
import { randomBytes } from 'node:crypto';
import { emailsSent } from '../support/server';
import { limaDate, SEARCHING, weekInEurope } from '../support/site';
import { storedPurchase } from '../support/storedPurchase.mjs';
import { emailWith, expect, isAt, sees, test, until } from './support/engines';
import type { Target, Visitor } from './support/visitor';

const button = (name: string, within?: string): Target => ({ role: 'button', name, within });
/** A field by the beginning of its label (a required field's ends with an asterisk). */
const field = (name: string, within?: string): Target => ({
  role: 'field',
  name,
  prefix: true,
  within,
});

const SEND_QUOTE = button('Ver Planes y Precios');

/** A week in Europe, ten days from now, as the hero form takes it. */
async function typeAWeekInEurope(visitor: Visitor, ages: string[]) {
  await visitor.choose(field('Destino'), 'Europa');
  await visitor.fillDate(field('Fecha de salida'), limaDate(10));
  await visitor.fillDate(field('Fecha de regreso'), limaDate(17));
  if (ages.length > 1) await visitor.choose(field('Número de viajeros'), `${ages.length} viajeros`);
  for (const [index, age] of ages.entries()) {
    await visitor.type(field(`Edad del viajero ${index + 1}`), age);
  }
}

/** /quote's search screen, then its plans for Europe. */
async function searchThenPlans(visitor: Visitor) {
  await isAt(visitor, '/quote');
  await sees(visitor, SEARCHING);
  // The spec's 3 s run on the page's own clock: these drivers have no clock to move.
  await sees(visitor, 'para tu viaje a Europa', 'Cumple el mínimo Schengen de € 30,000');
}

const stored = (key: string) =>
  JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown>;

test(
  'a family of two buys cover for Europe, pays by PagoEfectivo, then finds its CIP offline',
  {
    tag: '@edge',
  },
  async ({ visitor, site }) => {
    test.slow(); // a whole purchase, then the site offline, in one browser session
    await visitor.open('/');
    await visitor.click(SEND_QUOTE);
    await sees(visitor, 'Campos incompletos', 'Por favor selecciona destino y modalidad.');

    await typeAWeekInEurope(visitor, ['34', '36']);
    await visitor.click(SEND_QUOTE);
    await searchThenPlans(visitor);
    // The address holds the trip, a link to these plans.
    await until(
      visitor,
      'the address holds the trip',
      () => new URLSearchParams(location.search).get('edades') === '34,36',
    );
    await visitor.click(button('Contratar AC 150'));
    await isAt(visitor, '/checkout');

    const travellers = [
      // A DNI as its card prints it, check character and all: kept as its eight digits.
      { first: 'Carla', last: 'Salazar Ríos', document: '45.678.901-9', born: '14/02/1992' },
      { first: 'Mateo', last: 'Salazar Ríos', document: '45678902', born: '1.7.1990' },
    ];
    for (const [index, traveller] of travellers.entries()) {
      const card = `Datos del Viajero ${index + 1}`;
      await visitor.type(field('Nombres', card), traveller.first);
      await visitor.type(field('Apellidos', card), traveller.last);
      await visitor.type(field('Número de documento', card), traveller.document);
      await visitor.type(field('Fecha de nacimiento', card), traveller.born);
      await visitor.type(field('Correo electrónico', card), 'familia.salazar@example.pe');
      await visitor.type(field('Teléfono', card), '987 654 321');
    }
    await visitor.click(field('PagoEfectivo', 'Medio de pago'));
    await visitor.click(button('Pagar de forma segura'));
    await isAt(visitor, '/');
    await sees(visitor, '¡Compra simulada con éxito!');

    const purchase = await until(visitor, 'the purchase is stored', stored, 'lastPurchase');
    expect(purchase).toMatchObject({
      code: expect.stringMatching(/^CA-\d{8}-[A-Z0-9]{6}$/),
      selectedPlan: { productName: 'AC 150' },
    });
    const kept = purchase.travelers as { docNumber: string; birthDate: string; phone: string }[];
    expect(kept.map((traveller) => traveller.docNumber)).toEqual(['45678901', '45678902']);
    // Birth dates typed as people write them: kept as 'YYYY-MM-DD'.
    expect(kept.map((traveller) => traveller.birthDate)).toEqual(['1992-02-14', '1990-07-01']);
    // Typed '987 654 321', as people write it: kept in E.164.
    expect(kept.map((traveller) => traveller.phone)).toEqual(['+51987654321', '+51987654321']);
    const { cip } = purchase.payment as { method: string; cip: string };
    expect(purchase.payment).toMatchObject({
      method: 'pagoefectivo',
      cip: expect.stringMatching(/^\d{8}$/),
    });
    const email = await emailWith('purchase_code', purchase.code as string);
    expect(email).toMatchObject({
      template_id: 'template_purchase_e2e',
      user_email: 'familia.salazar@example.pe',
      plan: 'AC 150',
      destination: 'Europa',
    });
    expect(email.travellers).toContain('Carla Salazar Ríos');
    expect(email.travellers).toContain('Mateo Salazar Ríos');
    expect(email.payment).toMatch(
      new RegExp(
        `^PagoEfectivo, CIP ${cip}: págalo hasta el \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} \\(hora de Lima\\)$`,
      ),
    );

    // The trip moves three days later: 'Mi seguro' prices the new dates, then asks sales.
    await visitor.click(button('Mi seguro'));
    await visitor.click(button('Solicitar cambio de fechas', 'Mi seguro'));
    await visitor.fillDate(field('Nueva fecha de salida', 'Mi seguro'), limaDate(13));
    await visitor.fillDate(field('Nueva fecha de regreso', 'Mi seguro'), limaDate(20));
    await sees(visitor, 'Nuevo total', 'Sin diferencia');
    await visitor.click(button('Enviar solicitud', 'Mi seguro'));
    const shown = (date: string) => date.split('-').reverse().join('/');
    const request = `Solicitud de cambio de fechas de la compra ${purchase.code as string}: del ${shown(limaDate(13))} al ${shown(limaDate(20))}; nuevo total `;
    const asked = await emailWith('request', { start: request });
    expect(asked).toMatchObject({ template_id: 'template_purchase_e2e', plan: 'AC 150' });
    await sees(visitor, 'Enviada el');

    // The site's worker keeps it: with the server gone, 'Mi seguro' and the constancia open.
    await until(
      visitor,
      "the site's worker controls the page",
      () => navigator.serviceWorker.controller !== null,
    );
    await site.goOffline();
    await visitor.reload();
    await visitor.click(button('Mi seguro'));
    await sees(
      visitor,
      'Carla Salazar Ríos',
      purchase.code as string,
      'Código de pago (CIP) de PagoEfectivo',
      cip,
    );
    await visitor.click(button('Constancia de cobertura', 'Mi seguro'));
    await sees(visitor, 'Certificate of travel insurance cover', 'PagoEfectivo payment code (CIP)');
  },
);

test('a valid quote tapped before any script has come reaches the plans', async ({
  visitor,
  site,
}) => {
  const release = site.holdScripts();
  await visitor.arrive('/');
  await typeAWeekInEurope(visitor, ['34']);
  await visitor.click(SEND_QUOTE);
  // Answered at once: the button says it is at work while the scripts are still on their way.
  await until(visitor, 'the send button is busy', () =>
    document.querySelector('#quote-form [type="submit"]')?.getAttribute('aria-busy'),
  );
  release();
  await searchThenPlans(visitor);
  expect(await visitor.run(stored, 'latestQuote')).toMatchObject({
    destination: 'Europa',
    ages: ['34'],
  });
});

/** Until the quote form's island carries `attribute` (data-adopted, then data-hydrated). */
const quoteFormIs = (visitor: Visitor, attribute: string) =>
  until(
    visitor,
    `the quote form is ${attribute}`,
    (name: string) =>
      document.querySelector('#quote-form')?.closest('[data-island]')?.hasAttribute(name),
    attribute,
  );

/**
 * Unregisters the site's service worker, from one of its pages: pages opened from now on are
 * not under its control. A blank first page has none to leave.
 */
const leaveTheWorker = async () => {
  if (!navigator.serviceWorker) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
};

test('an age typed while the page and its form start is kept whole, key by key', async ({
  visitor,
  site,
}) => {
  // Each moment of the start where a key could fall between the browser and the form's code:
  // before any code, as the app hydrates, and between the form's first key and its code.
  const moments: Record<string, (release: () => void) => Promise<void>> = {
    'before any code': async (release) => {
      await visitor.type(field('Edad del viajero 1'), '34');
      release();
    },
    'as the app starts': async (release) => {
      release();
      await until(visitor, 'the app is live', () =>
        document.querySelector('#root')?.hasAttribute('data-hydrated'),
      );
      await visitor.type(field('Edad del viajero 1'), '34');
    },
    'as the form starts': async (release) => {
      await visitor.type(field('Edad del viajero 1'), '3');
      release();
      await quoteFormIs(visitor, 'data-adopted');
      await visitor.type(field('Edad del viajero 1'), '4');
    },
  };
  // A key lost once in a while is a key lost: WebKit, whose start varies most from one load to
  // the next, tries each moment three times.
  const rounds = visitor.engine === 'webkit' ? 3 : 1;
  for (let round = 0; round < rounds; round += 1) {
    for (const [moment, typeTheAge] of Object.entries(moments)) {
      // The service worker the last moment's page installed would serve the scripts from its
      // cache, where the server cannot hold them: the next page is left out of its control.
      await visitor.run(leaveTheWorker);
      const release = site.holdScripts();
      await visitor.arrive('/');
      // The last round's quote is gone before any code could read it.
      await visitor.run(() => localStorage.clear());
      await visitor.choose(field('Destino'), 'Europa');
      await visitor.fillDate(field('Fecha de salida'), limaDate(10));
      await visitor.fillDate(field('Fecha de regreso'), limaDate(17));
      await typeTheAge(release);
      await quoteFormIs(visitor, 'data-hydrated');
      await visitor.click(SEND_QUOTE);
      const kept = await until(visitor, `the quote is kept (${moment})`, stored, 'latestQuote');
      expect(kept.ages, `the age typed ${moment}, round ${round + 1}`).toEqual(['34']);
    }
  }
});

test("a buyer's request made in one tab shows in the other, and reaches sales once", async ({
  visitor,
}) => {
  // A code of its own: the e-mail recorder keeps every run's sends.
  const code = `CA-${limaDate(0).replaceAll('-', '')}-${randomBytes(3).toString('hex').toUpperCase()}`;
  const purchase = {
    ...storedPurchase(weekInEurope(['34', '71']), 'AC 150'),
    code,
    confirmationSent: true,
  };
  await visitor.open('/');
  await visitor.run(
    (kept: string) => localStorage.setItem('lastPurchase', kept),
    JSON.stringify(purchase),
  );
  // Reloaded once the site's worker has installed: a reload while it fetches the deploy's files
  // is another story (Firefox then gets some of them empty).
  await until(
    visitor,
    "the site's worker controls the page",
    () => navigator.serviceWorker.controller !== null,
  );
  await visitor.reload();
  await sees(visitor, 'Mi seguro');
  const other = await visitor.anotherTab();
  await other.open('/');
  // 'Mi seguro' open in both tabs before anything is asked.
  for (const tab of [visitor, other]) {
    await tab.click(button('Mi seguro'));
    await sees(tab, 'Cambios y anulación');
  }
  await visitor.click(button('Solicitar anulación', 'Mi seguro'));
  await visitor.click(button('Sí, solicitar anulación', 'Mi seguro'));
  await sees(visitor, 'Anulación. Enviada el');
  // The other tab shows it sent, and offers nothing more.
  await sees(other, 'Anulación. Enviada el', 'Ya pediste anular esta compra.');
  const sent = async () =>
    (await emailsSent()).filter((email) => email.purchase_code === code && email.request);
  await expect.poll(async () => (await sent()).length).toBe(1);
  // Opened again in the other tab, the request is not sent again.
  await other.reload();
  await other.click(button('Mi seguro'));
  await sees(other, 'Anulación. Enviada el');
  expect(await sent()).toHaveLength(1);
});

test('the Libro de Reclamaciones files a sheet and sends it', async ({ visitor }) => {
  const BOOK = 'Libro de Reclamaciones';
  await visitor.open('/');
  await visitor.click(button(BOOK));
  const sheet: [string, string][] = [
    ['Nombres y apellidos', 'Rosa Huamán Flores'],
    ['Número de documento', '45678901'],
    ['Domicilio', 'Jr. Junín 456, Callao'],
    ['Teléfono', '987654321'],
    ['Correo electrónico', 'rosa@example.pe'],
    ['Servicio contratado', 'ASSISTCARD AC 150, Europa'],
    ['Monto reclamado', '120.50'],
    ['Detalle', 'Pagué una consulta médica en Madrid y no me la reembolsaron.'],
    ['Pedido', 'El reembolso de la consulta.'],
  ];
  for (const [label, value] of sheet) await visitor.type(field(label, BOOK), value);
  await visitor.choose(field('Tipo de documento', BOOK), 'DNI');
  await visitor.click(field('Reclamo', BOOK));
  await visitor.click(field('Declaro que la información es verdadera', BOOK));
  await visitor.click(button('Enviar reclamo', BOOK));

  const code = await until(
    visitor,
    'the sheet shows its code',
    () => /Hoja de reclamación (LR-\d{8}-[A-Z0-9]{6})/.exec(document.body.innerText)?.[1] ?? '',
  );
  const email = await emailWith('complaint_code', code);
  expect(email).toMatchObject({
    template_id: 'template_complaint_e2e',
    consumer_name: 'Rosa Huamán Flores',
    kind: 'Reclamo',
    user_email: 'rosa@example.pe',
    amount: '120.50',
  });
  const sheets = await visitor.run(
    () =>
      JSON.parse(localStorage.getItem('complaintSheets') ?? '[]') as { complaint_code: string }[],
  );
  expect(sheets.map((kept) => kept.complaint_code)).toEqual([code]);
});
