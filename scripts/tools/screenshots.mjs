// `npm run screenshots`: pictures of every page and state at 390 and 1280 px, for review by
// eye. Needs the site running (`npm start`); writes PNGs to screenshots/.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { storedPurchase } from '../../tests/support/storedPurchase.mjs';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const OUT = 'screenshots';
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const only = process.argv[2];

const inDays = (days) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(Date.now() + days * 864e5);
const quote = {
  destination: 'Europa',
  modality: 'por_dias',
  departureDate: inDays(10),
  returnDate: inDays(24),
  travelers: 2,
  ages: ['34', '71'],
  timestamp: new Date().toISOString(),
};
const store = (entries) => (page) =>
  page.addInitScript((values) => {
    for (const [key, value] of Object.entries(values))
      localStorage.setItem(key, JSON.stringify(value));
  }, entries);
const withQuote = store({ latestQuote: quote });
const withPlan = store({ latestQuote: quote, selectedPlan: { productName: 'AC 250' } });
const withPurchase = store({ lastPurchase: storedPurchase(quote, 'AC 250') });
const cashPayment = {
  method: 'pagoefectivo',
  cip: '04817263',
  cipExpiresAt: new Date(Date.now() + 864e5).toISOString(),
};
const withCashPurchase = store({
  lastPurchase: { ...storedPurchase(quote, 'AC 250'), payment: cashPayment },
});
// One traveller, the cheapest plan: a total Yape o Plin can take.
const withSmallPlan = store({
  latestQuote: { ...quote, travelers: 1, ages: ['34'] },
  selectedPlan: { productName: 'AC 35' },
});
/** /checkout's 'Medio de pago', in view, with `method` chosen. */
const payWith = (method) => async (p) => {
  const group = p.getByRole('group', { name: 'Medio de pago' });
  await group.scrollIntoViewIfNeeded();
  if (method) await group.getByRole('radio', { name: method }).check();
};

const SCENES = [
  { name: 'landing-top', path: '/' },
  { name: 'landing-full', path: '/', fullPage: true },
  {
    name: 'landing-scrolled',
    path: '/',
    act: (p) => p.locator('#servicios').scrollIntoViewIfNeeded(),
  },
  // A deep link with scripts off: the browser's own anchor scroll, the header solid by CSS.
  { name: 'landing-contact-no-script', path: '/#contacto', noScript: true },
  {
    name: 'landing-menu',
    path: '/',
    phoneOnly: true,
    act: (p) => p.getByRole('button', { name: 'Abrir menú' }).click(),
  },
  {
    name: 'landing-quote-error',
    path: '/',
    act: (p) => p.getByRole('button', { name: 'Ver Planes y Precios' }).click(),
  },
  {
    name: 'landing-partners-hover',
    path: '/',
    act: async (p) => {
      await p.locator('#comparador').scrollIntoViewIfNeeded();
      await p.locator('#comparador article').nth(1).hover();
    },
  },
  {
    name: 'landing-dialog',
    path: '/',
    act: (p) => p.getByRole('button', { name: 'Ver Contactos de Emergencia' }).click(),
  },
  {
    name: 'landing-contact-error',
    path: '/',
    act: async (p) => {
      await p.route('**/api/v1.0/email/send-form', (r) => r.fulfill({ status: 500 }));
      await p.locator('#contacto').scrollIntoViewIfNeeded();
      await p.getByLabel(/^Nombre/).fill('Rosa');
      await p.getByLabel(/^Correo/).fill('rosa@example.pe');
      await p.getByLabel(/^Mensaje/).fill('Hola');
      await p.getByRole('button', { name: 'Enviar Mensaje' }).click();
    },
  },
  {
    name: 'landing-focus',
    path: '/',
    act: async (p) => {
      for (let i = 0; i < 3; i += 1) await p.keyboard.press('Tab');
    },
  },
  { name: 'landing-my-cover', path: '/', setup: withPurchase },
  {
    name: 'my-cover',
    path: '/',
    setup: withPurchase,
    act: (p) => p.getByRole('button', { name: 'Mi seguro' }).click(),
  },
  {
    name: 'my-cover-print',
    path: '/',
    setup: withPurchase,
    fullPage: true,
    act: async (p) => {
      await p.getByRole('button', { name: 'Mi seguro' }).click();
      await p.emulateMedia({ media: 'print' });
    },
  },
  {
    name: 'my-cover-requests',
    path: '/',
    setup: withPurchase,
    act: async (p) => {
      await p.getByRole('button', { name: 'Mi seguro' }).click();
      await p.getByRole('region', { name: 'Cambios y anulación' }).scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'my-cover-cancel',
    path: '/',
    setup: withPurchase,
    act: async (p) => {
      await p.getByRole('button', { name: 'Mi seguro' }).click();
      await p.getByRole('button', { name: 'Solicitar anulación' }).click();
    },
  },
  {
    name: 'my-cover-dates',
    path: '/',
    setup: withPurchase,
    act: async (p) => {
      await p.getByRole('button', { name: 'Mi seguro' }).click();
      await p.getByRole('button', { name: 'Solicitar cambio de fechas' }).click();
      await p.getByLabel(/^Nueva fecha de regreso/).fill(inDays(28));
      await p.getByRole('button', { name: 'Enviar solicitud' }).scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'my-cover-dates-error',
    path: '/',
    setup: withPurchase,
    act: async (p) => {
      await p.getByRole('button', { name: 'Mi seguro' }).click();
      await p.getByRole('button', { name: 'Solicitar cambio de fechas' }).click();
      await p.getByLabel(/^Nueva fecha de regreso/).fill(inDays(5));
      await p.getByRole('button', { name: 'Enviar solicitud' }).click();
    },
  },
  {
    name: 'my-cover-requests-sent',
    path: '/',
    setup: store({
      lastPurchase: {
        ...storedPurchase(quote, 'AC 250'),
        requests: [
          {
            kind: 'cambio_fechas',
            sentAt: new Date().toISOString(),
            departureDate: inDays(12),
            returnDate: inDays(26),
            total: 420,
          },
          { kind: 'anulacion', sentAt: new Date().toISOString(), unsent: true },
        ],
      },
    }),
    act: async (p) => {
      await p.context().setOffline(true);
      await p.getByRole('button', { name: 'Mi seguro' }).click();
      await p.getByRole('region', { name: 'Cambios y anulación' }).scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'my-cover-started',
    path: '/',
    setup: store({
      lastPurchase: {
        ...storedPurchase({ ...quote, departureDate: inDays(0) }, 'AC 250'),
        payment: { ...cashPayment, cipExpiresAt: new Date(Date.now() - 36e5).toISOString() },
      },
    }),
    act: async (p) => {
      await p.getByRole('button', { name: 'Mi seguro' }).click();
      await p.getByRole('note', { name: /^Código de pago/ }).scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'my-cover-started-requests',
    path: '/',
    setup: store({
      lastPurchase: storedPurchase({ ...quote, departureDate: inDays(0) }, 'AC 250'),
    }),
    act: async (p) => {
      await p.getByRole('button', { name: 'Mi seguro' }).click();
      await p.getByRole('region', { name: 'Cambios y anulación' }).scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'my-cover-certificate-cip-expired',
    path: '/',
    setup: store({
      lastPurchase: {
        ...storedPurchase(quote, 'AC 250'),
        payment: { ...cashPayment, cipExpiresAt: new Date(Date.now() - 36e5).toISOString() },
      },
    }),
    act: async (p) => {
      await p.getByRole('button', { name: 'Mi seguro' }).click();
      await p.getByRole('button', { name: 'Constancia de cobertura' }).click();
      await p.getByRole('note', { name: /^Código de pago/ }).scrollIntoViewIfNeeded();
    },
  },
  { name: 'quote-loading', path: '/quote', setup: withQuote, wait: 300 },
  { name: 'quote-results', path: '/quote', setup: withQuote, afterSearch: true, fullPage: true },
  {
    name: 'quote-hidden-plans',
    path: '/quote',
    setup: store({ latestQuote: { ...quote, ages: ['34', '80'] } }),
    afterSearch: true,
  },
  {
    name: 'quote-details',
    path: '/quote',
    setup: withQuote,
    afterSearch: true,
    act: async (p) => {
      await p.getByRole('button', { name: 'Ver detalle del precio' }).first().click();
      await p.getByRole('checkbox', { name: 'Comparar AC 250' }).check();
    },
  },
  {
    name: 'quote-compare-refused',
    path: '/quote',
    setup: store({ latestQuote: { ...quote, ages: ['34', '41'] } }),
    afterSearch: true,
    act: async (p) => {
      for (const name of ['AC 1M', 'AC 250', 'AC 150', 'AC 60'])
        await p.getByRole('checkbox', { name: `Comparar ${name}` }).click();
      await p.getByRole('checkbox', { name: 'Comparar AC 60' }).focus();
    },
  },
  {
    name: 'quote-comparison',
    path: '/quote',
    setup: store({ latestQuote: { ...quote, ages: ['34', '41'] } }),
    afterSearch: true,
    act: async (p) => {
      for (const name of ['AC 1M', 'AC 150', 'AC 35'])
        await p.getByRole('checkbox', { name: `Comparar ${name}` }).check();
      await p.getByRole('button', { name: 'Comparar (3)' }).click();
    },
  },
  {
    name: 'quote-print',
    path: '/quote',
    setup: withQuote,
    afterSearch: true,
    fullPage: true,
    act: (p) => p.emulateMedia({ media: 'print' }),
  },
  {
    name: 'checkout-print',
    path: '/checkout',
    setup: withPlan,
    fullPage: true,
    act: async (p) => {
      await p.getByRole('button', { name: 'Ver detalle del precio' }).click();
      await p.emulateMedia({ media: 'print' });
    },
  },
  {
    name: 'quote-empty',
    path: '/quote',
    setup: store({ latestQuote: { ...quote, ages: ['34', '120'] } }),
    afterSearch: true,
  },
  { name: 'checkout-empty', path: '/checkout', setup: withPlan, fullPage: true },
  {
    name: 'checkout-errors',
    path: '/checkout',
    setup: withPlan,
    fullPage: true,
    act: (p) => p.getByRole('button', { name: 'Pagar de forma segura' }).click(),
  },
  {
    // Traveller 2 (quoted 71) born a year later than that age gives, the contact shared.
    name: 'checkout-family',
    path: '/checkout',
    setup: withPlan,
    act: async (p) => {
      const card = (n) => p.getByRole('group', { name: `Datos del Viajero ${n}` });
      await card(1)
        .getByLabel(/^Correo/)
        .fill('familia@example.pe');
      await card(1)
        .getByLabel(/^Teléfono/)
        .fill('987654321');
      await p.getByRole('checkbox', { name: /^Usar el correo/ }).check();
      const year = Number(inDays(10).slice(0, 4));
      await card(2)
        .getByLabel(/^Fecha de nacimiento/)
        .fill(`${year - 70}-12-31`);
      await card(2)
        .getByLabel(/^Fecha de nacimiento/)
        .scrollIntoViewIfNeeded();
    },
  },
  { name: 'checkout-payment-card', path: '/checkout', setup: withSmallPlan, act: payWith() },
  {
    name: 'checkout-payment-cuotas-focus',
    path: '/checkout',
    setup: withSmallPlan,
    act: async (p) => {
      await payWith()(p);
      await p.getByRole('radio', { name: 'Tarjeta de crédito o débito' }).focus();
      await p.keyboard.press('Tab');
    },
  },
  {
    name: 'checkout-payment-yape',
    path: '/checkout',
    setup: withSmallPlan,
    act: payWith('Yape o Plin'),
  },
  { name: 'checkout-payment-yape-refused', path: '/checkout', setup: withPlan, act: payWith() },
  {
    name: 'checkout-payment-cash',
    path: '/checkout',
    setup: withPlan,
    act: payWith('PagoEfectivo'),
  },
  {
    name: 'my-cover-cip',
    path: '/',
    setup: withCashPurchase,
    act: (p) => p.getByRole('button', { name: 'Mi seguro' }).click(),
  },
  {
    name: 'my-cover-certificate-cip',
    path: '/',
    setup: withCashPurchase,
    act: async (p) => {
      await p.getByRole('button', { name: 'Mi seguro' }).click();
      await p.getByRole('button', { name: 'Constancia de cobertura' }).click();
      await p.getByText('Medio de pago').scrollIntoViewIfNeeded();
    },
  },
  { name: 'not-found', path: '/no-existe' },
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const scene of SCENES.filter((s) => !only || s.name.startsWith(only))) {
  for (const [device, viewport] of Object.entries(WIDTHS)) {
    if (scene.phoneOnly && device !== 'phone') continue;
    const page = await browser.newPage({
      viewport,
      locale: 'es-PE',
      timezoneId: 'America/Lima',
      javaScriptEnabled: !scene.noScript,
    });
    page.on('pageerror', (error) => console.error(`${scene.name}: ${error.message}`));
    await scene.setup?.(page);
    await page.goto(BASE + scene.path);
    // Pictures of the page as it settles, not of the code still loading.
    if (!scene.noScript)
      await page.locator('#root[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
    // /quote's scenes start once its 3-second search is over and the plans show.
    if (scene.afterSearch)
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
    await page.waitForTimeout(scene.wait ?? 400);
    if (scene.act) {
      await scene.act(page);
      await page.waitForTimeout(600);
    }
    const file = `${OUT}/${scene.name}-${device}.png`;
    await page.screenshot({ path: file, fullPage: Boolean(scene.fullPage) });
    console.log(file);
    await page.close();
  }
}
await browser.close();
