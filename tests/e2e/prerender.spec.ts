import type { Page } from '@playwright/test';
import { PRERENDERED_CLASSES_SELECTOR } from '../../src/app/emotionCache';
import { ANY_WIDTH, expect, visitorTest as test } from '../support/test';
import {
  appHydrated,
  classesMadeInTheBrowser,
  field,
  readDownToTheFooter,
  holdTheApp,
  limaDate,
  moveClockUntil,
  pageProblems,
  recordLayoutShifts,
  SEARCHING,
  seedStorage,
  stylesMadeInTheBrowser,
  weekInEurope,
} from '../support/site';

/** Opens `path` with every script blocked, as its HTML alone shows it: the brand's bar is there. */
async function openWithoutScripts(page: Page, path: string) {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(path);
  await expect(
    page.getByRole('banner').getByText('Compara y Ahorra', { exact: true }),
  ).toBeVisible();
}

/** Opens `/` with its HTML coming at 20 KB/s, until it is parsed. */
async function openOnASlowLink(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 100,
    downloadThroughput: 20 * 1024,
    uploadThroughput: 20 * 1024,
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
}

test.describe('the prerendered landing page', () => {
  // As a visitor's browser runs it: the app registers its service worker once live.
  test.use({ serviceWorkers: 'allow' });
  test('shows the header, hero and quote form before any script runs', async ({ page }) => {
    await openWithoutScripts(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Tu seguro de viaje, al mejor precio',
    );
    await expect(field(page, 'Destino')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ver Planes y Precios' })).toBeVisible();
    // Its critical styles came with it: the call to action is the brand's blue, not a bare button.
    await expect(page.getByRole('button', { name: 'Ver Planes y Precios' })).toHaveCSS(
      'background-color',
      'rgb(11, 79, 138)',
    );
  });

  test(
    'draws its first frame once its HTML is parsed whole, even on a slow link',
    ANY_WIDTH,
    async ({ page }) => {
      // A page drawn as its bytes came was styled and laid out again at each step of its parsing,
      // and a first tap waited for all of it (bench/HISTORY.md).
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          (window as unknown as { firstFrame: unknown }).firstFrame = {
            footer: document.querySelector('footer') !== null,
            parsed: document.getElementById('page-end') !== null,
          };
        });
      });
      await openOnASlowLink(page);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { firstFrame?: unknown }).firstFrame))
        .toEqual({ footer: true, parsed: true });
    },
  );

  test('moves nothing while its HTML is still arriving on a slow link', async ({ page }) => {
    // Chromium draws the page once it is parsed whole; a browser without `rel=expect` draws it
    // as its bytes come, and at 20 KB/s its first frames show the hero's form part-way.
    const layoutShifts = await recordLayoutShifts(page);
    await openOnASlowLink(page);
    await expect(page.getByRole('contentinfo')).toBeAttached();
    expect(await layoutShifts()).toEqual([]);
  });

  test(
    "asks for none of the app's code before its first contentful paint",
    ANY_WIDTH,
    async ({ page }) => {
      await page.goto('/');
      await appHydrated(page);
      // The small entry script is named in the page (with its integrity hash); what it starts waits.
      const { paint, firstScript } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        firstScript: Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
            .filter((entry) => !/\/assets\/main\.[0-9a-f]{10}\.js$/.test(entry.name))
            .map((entry) => entry.startTime),
        ),
      }));
      expect(paint).toBeGreaterThan(0);
      expect(firstScript).toBeGreaterThanOrEqual(paint!);
    },
  );

  test('hydrates without an error or a mismatch, each style sheet adopted once, then works', async ({
    page,
  }) => {
    const problems = pageProblems(page);
    // Emotion adopts a prerendered sheet by moving it (removing it, then putting it back), and a
    // style sheet moved is the whole page styled again: once for each, never by a second cache.
    await page.addInitScript(() => {
      const moved: string[] = ((window as unknown as { movedStyles: string[] }).movedStyles = []);
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof HTMLStyleElement) moved.push(node.dataset.emotion ?? '');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await appHydrated(page);
    await readDownToTheFooter(page); // the sections come alive, with no error either
    const prerenderedClasses = await page
      .locator(PRERENDERED_CLASSES_SELECTOR)
      .getAttribute('data-emotion');
    expect(prerenderedClasses?.split(' ').length).toBeGreaterThan(10);
    const moved = await page.evaluate(
      () => (window as unknown as { movedStyles: string[] }).movedStyles,
    );
    // The classes' sheet by the site's cache, CssBaseline's global one by its <Global>: once each.
    expect(moved).toContain(prerenderedClasses);
    expect(new Set(moved).size).toBe(moved.length);

    await page.getByRole('button', { name: 'Ver Planes y Precios' }).click();
    await expect(page.getByRole('region', { name: 'Notificaciones' })).toContainText(
      'Campos incompletos',
    );
    expect(problems).toEqual([]);
  });

  test('still restores a stored quote into the form', ANY_WIDTH, async ({ page }) => {
    await page.addInitScript(
      (quote) => localStorage.setItem('latestQuote', JSON.stringify(quote)),
      {
        destination: 'Canadá',
        modality: 'por_dias',
        departureDate: limaDate(4),
        returnDate: limaDate(9),
        travelers: 2,
        ages: ['44', '12'],
        timestamp: new Date().toISOString(),
      },
    );
    await page.goto('/');
    await expect(field(page, 'Destino')).toHaveValue('Canadá');
    await expect(field(page, 'Fecha de regreso')).toHaveValue(limaDate(9));
    await expect(field(page, 'Edad del viajero 2')).toHaveValue('12');
  });

  test('keeps what the visitor typed before the app took over', ANY_WIDTH, async ({ page }) => {
    // A slow connection: the app arrives only after the visitor has typed.
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await field(page, 'Destino').selectOption('Asia');
    await field(page, 'Edad del viajero 1').fill('45');
    release();
    await appHydrated(page);
    await expect(field(page, 'Destino')).toHaveValue('Asia');
    await expect(field(page, 'Edad del viajero 1')).toHaveValue('45');
    await field(page, 'Modalidad').selectOption({ label: 'Anual Larga Estadía' });
    await page.getByRole('button', { name: 'Ver Planes y Precios' }).click();
    await expect(page).toHaveURL('/quote');
  });

  test(
    'clears the dates typed before the app came when an annual modality was chosen',
    ANY_WIDTH,
    async ({ page }) => {
      const release = await holdTheApp(page);
      await page.goto('/', { waitUntil: 'commit' });
      await field(page, 'Fecha de salida').fill(limaDate(1));
      await field(page, 'Modalidad').selectOption({ label: 'Anual múltitrip 60 días' });
      release();
      await appHydrated(page);
      await expect(field(page, 'Fecha de salida')).toBeDisabled();
      await expect(field(page, 'Fecha de salida')).toHaveValue('');
      await expect(field(page, 'Modalidad')).toHaveValue('anual_60');
    },
  );
});

test.describe('the prerendered search screen of /quote', () => {
  test.use({ serviceWorkers: 'allow' });
  test('shows before any script runs', ANY_WIDTH, async ({ page }) => {
    await openWithoutScripts(page, '/quote');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(SEARCHING);
  });

  test('is adopted without an error or a mismatch, stays in place, and the plans follow', async ({
    page,
  }) => {
    const problems = pageProblems(page);
    await page.clock.install();
    // Nothing of the screen moves while the app takes over.
    const layoutShifts = await recordLayoutShifts(page);
    await seedStorage(page, { latestQuote: JSON.stringify(weekInEurope(['34', '71'])) });
    await page.goto('/quote');
    // The search's 3 seconds are moved on once the app that counts them is live.
    await appHydrated(page);
    // The page's clock moves on until the plans show (the page's code may still be loading).
    const plans = page.getByRole('heading', { level: 1, name: /para tu viaje a Europa/ });
    await moveClockUntil(page, plans, true, 20_000);
    // The plans' styles came with the page: the phone has none left to work out.
    expect(await classesMadeInTheBrowser(page, 'main article')).toEqual([]);
    expect((await layoutShifts()).reduce((total, shift) => total + shift, 0)).toBe(0);
    expect(problems).toEqual([]);
  });
});

test.describe('the prerendered heading of /checkout', () => {
  test.use({ serviceWorkers: 'allow' });
  const HEADING = 'Completa los datos de los viajeros';

  test('shows before any script runs', ANY_WIDTH, async ({ page }) => {
    await openWithoutScripts(page, '/checkout');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
  });

  test('is adopted without an error or a mismatch, stays in place, and the form follows', async ({
    page,
  }) => {
    const problems = pageProblems(page);
    const layoutShifts = await recordLayoutShifts(page);
    await seedStorage(page, {
      latestQuote: JSON.stringify(weekInEurope(['34', '71'])),
      selectedPlan: JSON.stringify({ productName: 'AC 250' }),
    });
    await page.goto('/checkout');
    await expect(page.getByRole('group', { name: /^Datos del Viajero/ })).toHaveCount(2);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
    // Screen readers and keyboards start from the page's title, as after any navigation.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    // With no ring: the page's classes come after the global styles (the focus ring), as the
    // prerender wrote them.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('outline-style', 'none');
    // The form's styles came with the page: the phone has none left to work out.
    expect(await stylesMadeInTheBrowser(page)).toEqual([]);
    expect((await layoutShifts()).reduce((total, shift) => total + shift, 0)).toBe(0);
    expect(problems).toEqual([]);
  });
});

test.describe("the prerendered 'not found' page", () => {
  test.use({ serviceWorkers: 'allow' });
  const NOT_FOUND = 'Página no encontrada';

  test(
    'shows before any script runs, with its way back to the start',
    ANY_WIDTH,
    async ({ page }) => {
      await openWithoutScripts(page, '/no-existe/esta-pagina');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
      await expect(page).toHaveTitle(`${NOT_FOUND} | Compara y Ahorra`);
      // A link that leaves the page needs no code.
      await page.getByRole('link', { name: 'Ir al inicio', exact: true }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Tu seguro de viaje, al mejor precio',
      );
    },
  );

  test('is adopted without an error or a mismatch', async ({ page }) => {
    const problems = pageProblems(page);
    const response = await page.goto('/no-existe');
    expect(response?.status()).toBe(404);
    await appHydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
    // The one thing the console says is the page's own status.
    expect(problems).toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
  });
});
