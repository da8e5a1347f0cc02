import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { PHONE_FORMAT_ERROR } from '../../src/lib/personFieldTexts';
import {
  E2E_BUILD_ENV,
  E2E_NEXT_DEPLOY_ENV,
  NEXT_DEPLOY_STATUS_FILE,
} from '../support/buildEnv.mjs';
import { expect, holdTheClock, moveClockInStepsUntil, test } from '../support/test';
import {
  appHydrated,
  expectToast,
  field,
  fillTraveller,
  limaDate,
  myCoverButton,
  passTheSearch,
  requestQuote,
  SEARCHING,
  travellerCard,
} from '../support/site';

// The service worker (production builds): after one online visit the site works offline, and
// a new deploy is offered, never forced, with no request left unanswered. At both widths: the
// site's CSP and Trusted Types are watched in every page of these visits too.
test.use({ serviceWorkers: 'allow' });

/** The page is controlled by the site's worker, which has stored the whole deploy. */
async function waitForTheWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** Requests that failed or were refused, except those `expected` allows. */
function watchFailures(page: Page, expected: RegExp = /^$/) {
  const failures: string[] = [];
  page.on('requestfailed', (request) => {
    if (!expected.test(request.url()))
      failures.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.url()} ${response.status()}`);
  });
  return failures;
}

const live = (page: Page) => appHydrated(page);

/** The requests the page makes from now on, and a wait until none of them is still in flight. */
function requestsUntilOver(page: Page) {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  const ended = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return { over: () => expect.poll(() => inFlight.size).toBe(0) };
}

test('after one visit the site works offline: quote, plans, purchase, emergency contacts', async ({
  page,
  context,
}) => {
  test.slow(); // a whole purchase, offline, in one test
  const failures = watchFailures(page, new RegExp(`^${E2E_BUILD_ENV.EMAILJS_ORIGIN}/`));
  await page.goto('/');
  await waitForTheWorker(page);
  await context.setOffline(true);

  await page.reload();
  await live(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Tu seguro de viaje, al mejor precio',
  );
  // An address the site does not have says so offline too, and leads back.
  await page.goto('/no-existe');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  await page.getByRole('link', { name: 'Ir al inicio', exact: true }).click();
  await expect(page).toHaveURL('/');

  // The emergency contacts, the first thing a traveller in trouble looks for.
  await page.getByRole('button', { name: 'Ver Contactos de Emergencia' }).click();
  const contacts = page.getByRole('dialog', { name: 'Contactos de Emergencia 24/7' });
  await expect(contacts).toContainText('+51 1 610 0000');
  await contacts.getByRole('button', { name: 'Entendido' }).click();

  // The contact form cannot send: the spec's error, and the text stays.
  await page.getByLabel(/^Nombre/).fill('Rosa');
  await page.getByLabel(/^Correo electrónico/).fill('rosa@example.pe');
  await page.getByLabel(/^Mensaje/).fill('¿Cubre deportes de invierno?');
  await page.getByRole('button', { name: 'Enviar Mensaje' }).click();
  await expectToast(page, 'Error al enviar');
  await expect(page.getByLabel(/^Mensaje/)).toHaveValue('¿Cubre deportes de invierno?');

  await requestQuote(page, {
    destination: 'Europa',
    departure: limaDate(20),
    return: limaDate(27),
    ages: ['35'],
  });
  // The plans shown fetch /checkout's code once the main thread is idle: it is in before the
  // reload, which would abort a fetch in flight.
  const checkoutCode = page.waitForResponse(/\/assets\/checkout-page\.[0-9a-f]{10}\.js$/);
  await passTheSearch(page);
  await checkoutCode;
  // /quote and /checkout open offline too, from a reload.
  await page.reload();
  await live(page);
  await passTheSearch(page);
  // The phone's rules, which /checkout asks for after its first screen a chunk after another,
  // are in before the reload, which would abort a fetch in flight: a phone with a digit too
  // many is told as wrong only once they have come.
  const fetches = requestsUntilOver(page);
  await page.getByRole('button', { name: 'Contratar AC 150' }).click();
  await expect(page).toHaveURL('/checkout');
  const phone = field(travellerCard(page, 1), 'Teléfono');
  await phone.fill('9876543210');
  await phone.blur();
  await expect(phone).toHaveAccessibleDescription(PHONE_FORMAT_ERROR);
  await fetches.over();
  await page.reload();
  await live(page);
  await fillTraveller(page, 1, {
    firstName: 'Lucía',
    lastName: 'Paredes',
    birthDate: '1990-03-08',
  });
  await page.getByRole('button', { name: 'Pagar de forma segura' }).click();
  await expectToast(page, '¡Compra simulada con éxito!');

  await myCoverButton(page).click();
  const cover = page.getByRole('dialog', { name: 'Mi seguro' });
  await expect(cover).toContainText('Lucía Paredes');
  await expect(cover).toContainText('AC 150');
  await expect(cover).toContainText('+51 1 610 0000');
  // What to do in an emergency, where a traveller most needs it: offline.
  await expect(
    cover.getByRole('region', { name: 'Qué hacer si necesitas asistencia' }),
  ).toContainText('Llama primero a la central de ASSISTCARD (+51 1 610 0000)');
  // Offline the confirmation waits for the network, and says so; the constancia opens all the
  // same.
  await expect(cover.getByRole('status')).toContainText(
    'Sin conexión: te enviaremos la confirmación a',
  );
  const code = await cover.getByText(/^CA-\d{8}-[A-Z0-9]{6}$/).textContent();
  await cover.getByRole('button', { name: 'Constancia de cobertura' }).click();
  const certificate = page.getByRole('dialog', { name: /^Constancia de cobertura/ });
  await expect(certificate).toContainText(code!);
  await expect(certificate).toContainText('Lucía Paredes');
  await expect(certificate.getByRole('note')).toContainText('Compra simulada');
  expect(failures).toEqual([]);
});

// A server of its own, so that a second deploy can take the first one's place at one origin.
// A port per worker: the phone's and the desktop's runs of the test may overlap.
const port = () => 4191 + test.info().parallelIndex;
const origin = () => `http://127.0.0.1:${port()}`;
let server: ChildProcess | undefined;

async function serve(env: Record<string, string>) {
  if (server) {
    server.kill();
    await once(server, 'exit');
  }
  server = spawn('node', ['scripts/server/serve.mjs'], {
    env: { ...process.env, ...env, PORT: String(port()), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  await expect
    .poll(() =>
      fetch(`${origin()}/robots.txt`).then(
        (r) => r.status,
        () => 0,
      ),
    )
    .toBe(200);
}

test.afterAll(() => {
  server?.kill();
});

/** `npm test` builds the next deploy beside the suite (E2E_NEXT_DEPLOY): until it is there. */
async function nextDeployBuilt() {
  if (process.env.E2E_NEXT_DEPLOY !== 'building') return;
  const status = () => {
    try {
      return readFileSync(NEXT_DEPLOY_STATUS_FILE, 'utf8');
    } catch {
      return 'building';
    }
  };
  // A warm build takes about 20 s, and may start with the suite.
  test.setTimeout(test.info().timeout + 120_000);
  await expect
    .poll(status, { timeout: 120_000, message: 'the next deploy is built' })
    .not.toBe('building');
  expect(status(), "the next deploy's build").toBe('built');
}

test("the worker's install waits for the first screen of the page opened: /quote's plans, revealed", async ({
  page,
}) => {
  // What the page showed when it asked for the worker, kept on the page for the test to read.
  await page.addInitScript((searching) => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (...args: Parameters<ServiceWorkerContainer['register']>) => {
      const main = document.querySelector('main');
      Object.assign(window, {
        shownAtWorkerAsk: {
          searching: main?.textContent?.includes(searching) ?? false,
          plans: main?.querySelectorAll('article').length ?? 0,
          busy: main?.querySelectorAll('[aria-busy="true"]').length ?? 0,
        },
      });
      return register(...args);
    };
  }, SEARCHING);
  const shownAtWorkerAsk = () =>
    page.evaluate(
      () => (window as { shownAtWorkerAsk?: Record<string, unknown> }).shownAtWorkerAsk,
    );

  // /quote opened by a link: the app, the page's code (its plans drawn out of sight) and idle
  // moments all come during the search. The page's clock moves only as the test says, a few ms
  // at a time until the plans are drawn: a busy machine cannot end the search before it looks.
  await page.goto('/quote?destino=Asia&modalidad=anual_30&edades=40');
  await holdTheClock(page);
  await live(page);
  await moveClockInStepsUntil(page, page.locator('main article'));
  for (let moment = 0; moment < 4; moment += 1) await page.clock.runFor(200);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(SEARCHING);
  expect(await shownAtWorkerAsk()).toBeUndefined();

  await page.clock.resume();
  await passTheSearch(page);
  await expect.poll(async () => (await page.clock.runFor(500), shownAtWorkerAsk())).toBeDefined();
  const shown = await shownAtWorkerAsk();
  expect(shown).toEqual({ searching: false, plans: expect.any(Number), busy: 0 });
  expect(shown?.plans).toBeGreaterThan(0);
  await waitForTheWorker(page);
});

test("a returning visitor opens the site's own files as themselves; a page's other spelling moves to it, offline too", async ({
  browser,
  baseURL,
}) => {
  // A context of its own, outside the suite's watch for policy violations: Chromium shows
  // sitemap.xml in its XML viewer, whose inline style the site's policy refuses, a refusal of
  // the browser's own view of a file, not of anything the site runs.
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('/');
  await waitForTheWorker(page);
  const notFound = page.getByRole('heading', { level: 1, name: 'Página no encontrada' });
  // With the worker in charge, online: each file as the servers send it.
  for (const [address, holds] of [
    ['/robots.txt', 'Sitemap: '],
    ['/sitemap.xml', '<urlset'],
    ['/.well-known/security.txt', 'Preferred-Languages: es, en'],
  ] as const) {
    expect((await page.goto(address))?.status(), address).toBe(200);
    expect(await page.content(), address).toContain(holds);
    await expect(notFound, address).toHaveCount(0);
  }
  await page.goto('/no-existe');
  await expect(notFound).toBeVisible();

  await context.setOffline(true);
  await page.goto('/no-existe');
  await expect(notFound).toBeVisible();
  // Another spelling of a page moves to its own address, the link's trip kept.
  await page.goto('/quote.html?destino=Asia&modalidad=anual_60&edades=40,35');
  await expect(page).toHaveURL('/quote?destino=Asia&modalidad=anual_60&edades=40,35');
  await expect(page.getByText(SEARCHING)).toBeVisible();
  // A file the worker does not keep fails as any address fails offline: it is no page of ours.
  await expect(page.goto('/robots.txt')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.close();
});

test('a new deploy is offered with the toast and reloaded into; the old page keeps its files', async ({
  page,
}) => {
  await nextDeployBuilt();
  await serve(E2E_BUILD_ENV);
  await page.goto(`${origin()}/`);
  await waitForTheWorker(page);
  await expect(page.getByRole('link', { name: 'ventas@comparayahorra.pe' }).first()).toBeVisible();

  // The next deploy replaces this one on the server: every asset has a new name.
  await serve(E2E_NEXT_DEPLOY_ENV);
  const failures = watchFailures(page);
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
  await expectToast(page, 'Hay una versión nueva', 'Recarga la página para usarla.');
  await test.info().attach('version-nueva', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });

  // Until the visitor accepts, this page keeps working with the files it was built with,
  // although the server no longer has them.
  // The update toast waits for an answer; it must not cover the dialog's own buttons.
  await page.getByRole('button', { name: 'Ver Contactos de Emergencia' }).click();
  await page.getByRole('button', { name: 'Entendido' }).click();
  await expect(page.getByText('Hay una versión nueva')).toBeVisible();

  await page.getByRole('button', { name: 'Recargar' }).click();
  await expect(page.getByRole('link', { name: 'ayuda@comparayahorra.pe' }).first()).toBeVisible();
  await live(page);
  await expect(page.getByText('Hay una versión nueva')).toHaveCount(0);
  expect(failures).toEqual([]);
});
