import type { Browser, Page } from '@playwright/test';
import { E2E_SITE } from '../support/server';
import { ANY_WIDTH, expect, test } from '../support/test';
import {
  appHydrated,
  expectToast,
  field,
  limaDate,
  passTheSearch,
  requestQuote,
  seedStorage,
  storedValue,
  weekInEurope,
} from '../support/site';

// A quote that travels: /quote's address carries the trip (contract section 3), so that a link
// shared from one phone opens the same plans on another, and the advisers open exactly what the
// visitor saw.

const TRIP = {
  destination: 'Europa',
  departure: limaDate(10),
  return: limaDate(17),
  ages: ['34', '36'],
};
const TRIP_SEARCH = `?destino=Europa&modalidad=por_dias&salida=${TRIP.departure}&regreso=${TRIP.return}&edades=34,36`;

/** The plans' names and prices as the page lists them. */
const planPrices = (page: Page) =>
  page
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => [card.querySelector('h2, h3')?.textContent, card.textContent]),
    );

/** A browser that has never seen the site: no storage, no worker, the same width. */
async function freshPage(browser: Browser, page: Page) {
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    serviceWorkers: 'block',
  });
  const fresh = await context.newPage();
  await fresh.clock.install();
  return fresh;
}

test(
  'once the plans show, the address holds the trip; that link opens the same plans in a fresh browser',
  ANY_WIDTH,
  async ({ page, browser }) => {
    await page.goto('/');
    const entries = await page.evaluate(() => window.history.length);
    await requestQuote(page, TRIP);
    await passTheSearch(page);
    await expect(page).toHaveURL(`/quote${TRIP_SEARCH}`);
    // Replaced in place: 'back' leads where it led before.
    expect(await page.evaluate(() => window.history.length)).toBe(entries + 1);
    const prices = await planPrices(page);

    const fresh = await freshPage(browser, page);
    await fresh.goto(page.url());
    await passTheSearch(fresh);
    await expect(fresh.getByRole('heading', { level: 1 })).toContainText('para tu viaje a Europa');
    expect(await planPrices(fresh)).toEqual(prices);
    await expect
      .poll(() => storedValue(fresh, 'latestQuote'))
      .toMatchObject({ destination: 'Europa', departureDate: TRIP.departure, ages: ['34', '36'] });
    // A reload keeps it.
    await fresh.reload();
    await passTheSearch(fresh);
    expect(await planPrices(fresh)).toEqual(prices);
    await fresh.context().close();
  },
);

test('a link typed by hand wins over the quote kept before', ANY_WIDTH, async ({ page }) => {
  await seedStorage(page, { latestQuote: JSON.stringify(weekInEurope(['60'])) });
  await page.goto(`/quote?destino=Asia&modalidad=anual_30&edades=40&utm_source=whatsapp`);
  await passTheSearch(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('para tu viaje a Asia');
  await expect(page).toHaveURL('/quote?destino=Asia&modalidad=anual_30&edades=40');
  await expect
    .poll(() => storedValue(page, 'latestQuote'))
    .toMatchObject({ destination: 'Asia', modality: 'anual_30', ages: ['40'] });
});

test.describe('a link the form refuses opens / with what it had that is valid', () => {
  const kept = weekInEurope(['60']);

  test('an unknown destination', ANY_WIDTH, async ({ page }) => {
    await seedStorage(page, { latestQuote: JSON.stringify(kept) });
    await page.goto(`/quote?destino=Marte${TRIP_SEARCH.replace('?destino=Europa', '')}`);
    await expect(page).toHaveURL('/');
    await expectToast(page, 'Campos incompletos', 'Por favor selecciona destino y modalidad.');
    await expect(field(page, 'Destino')).toHaveValue('');
    await expect(field(page, 'Destino')).toBeFocused();
    await expect(field(page, 'Fecha de salida')).toHaveValue(TRIP.departure);
    await expect(field(page, 'Edad del viajero 2')).toHaveValue('36');
    await expect(page.getByText('Elige tu destino.')).toBeVisible();
    // Nothing invalid is stored; the quote kept before is as it was.
    expect(await storedValue(page, 'latestQuote')).toEqual(kept);
  });

  test("a stale one: the dates' toast", ANY_WIDTH, async ({ page }) => {
    await page.goto(
      '/quote?destino=Asia&modalidad=por_dias&salida=2025-01-10&regreso=2025-01-17&edades=40',
    );
    await expect(page).toHaveURL('/');
    await expectToast(
      page,
      'Campos incompletos',
      "Por favor completa las fechas para la modalidad 'Por días'.",
    );
    await expect(field(page, 'Destino')).toHaveValue('Asia');
    await expect(field(page, 'Fecha de salida')).toHaveValue('');
    await expect(field(page, 'Edad del viajero 1')).toHaveValue('40');
    expect(await storedValue(page, 'latestQuote')).toBeNull();
  });

  test("an age outside 1-99: 'Edades inválidas'", ANY_WIDTH, async ({ page }) => {
    await page.goto('/quote?destino=Asia&modalidad=anual_60&edades=40,120');
    await expect(page).toHaveURL('/');
    await expectToast(
      page,
      'Edades inválidas',
      'Por favor ingresa una edad válida (1-99) para cada viajero.',
    );
    await expect(field(page, 'Edad del viajero 1')).toHaveValue('40');
    await expect(field(page, 'Edad del viajero 2')).toHaveValue('');
    await expect(field(page, 'Edad del viajero 2')).toBeFocused();
  });
});

test(
  "'Compartir' copies the link, and both WhatsApp texts end with it",
  ANY_WIDTH,
  async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    await requestQuote(page, TRIP);
    await passTheSearch(page);
    const link = `${E2E_SITE.SITE_URL}/quote${TRIP_SEARCH}`;
    await page.getByRole('button', { name: 'Compartir' }).click();
    await expectToast(page, 'Enlace copiado');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    for (const name of [/^Enviar por WhatsApp/, /^pídelo por WhatsApp/]) {
      const href = await page.getByRole('link', { name }).getAttribute('href');
      expect(new URL(href!).searchParams.get('text')!.split('\n').at(-1)).toBe(link);
    }
  },
);

test(
  'a kept quote no link can carry shares none: no address, no link to the adviser',
  ANY_WIDTH,
  async ({ page }) => {
    // An age no plan takes: the form would refuse it, so a link would open refused.
    await seedStorage(page, { latestQuote: JSON.stringify(weekInEurope(['34', '120'])) });
    await page.goto('/quote');
    await passTheSearch(page);
    await expect(page.getByText('No encontramos planes disponibles')).toBeVisible();
    await expect(page).toHaveURL('/quote');
    await expect(page.getByRole('button', { name: 'Compartir' })).toHaveCount(0);
    const href = await page
      .getByRole('link', { name: /^pídelo por WhatsApp/ })
      .getAttribute('href');
    const text = new URL(href!).searchParams.get('text')!;
    expect(text).toContain('Destino: Europa');
    expect(text).not.toContain('/quote');
  },
);

test(
  'the prerendered /quote keeps its link preview whatever the query',
  ANY_WIDTH,
  async ({ request }) => {
    const html = await (await request.get(`/quote${TRIP_SEARCH}`)).text();
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain(`${E2E_SITE.SITE_URL}/og-image.png`);
  },
);

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a link opens its plans offline after one visit', ANY_WIDTH, async ({ page, context }) => {
    await page.goto('/');
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    // /quote's code is in before the connection goes.
    await requestQuote(page, { ...TRIP, ages: ['50'] });
    await passTheSearch(page);
    await context.setOffline(true);
    await page.goto(`/quote${TRIP_SEARCH}`);
    await appHydrated(page);
    await passTheSearch(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('para tu viaje a Europa');
    await expect(page.getByText('2 viajeros (34, 36 años)')).toBeVisible();
  });
});
