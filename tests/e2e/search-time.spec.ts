import type { Page } from '@playwright/test';
import {
  ANY_WIDTH,
  expect,
  holdTheClock,
  moveClockInStepsUntil,
  test as visitorsTest,
  visitorTest as test,
} from '../support/test';
import {
  field,
  holdTheApp,
  limaDate,
  liveApp,
  passTheSearch,
  SEARCHING,
  seedStorage,
  weekInEurope,
} from '../support/site';

// The spec's search screen lasts 3 seconds on screen, whatever brought the visitor to /quote:
// a quote kept from before (a reload, the installed app reopened) counts them from the moment
// the prerendered search shows, not from when the page's code happens to come.

test(
  'a stored quote opened on /quote: the plans exactly 3 s after the search showed, its code held until 2.5 s',
  ANY_WIDTH,
  async ({ page }) => {
    // The quote was sent an hour ago (weekInEurope): its own 3 s are long over.
    await seedStorage(page, { latestQuote: JSON.stringify(weekInEurope(['34'])) });
    // The page's clock stands still, and moves only as the test says.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    const release = await holdTheApp(page);
    await page.goto('/quote', { waitUntil: 'commit' });
    const search = page.getByRole('main').getByRole('status').filter({ hasText: SEARCHING });
    await expect(search).toBeVisible();
    const shownAt = await expect
      .poll(() => page.evaluate(() => window.pagePaint?.at ?? 0))
      .not.toBe(0)
      .then(() => page.evaluate(() => window.pagePaint!.at!));
    const now = () => page.evaluate(() => Date.now());

    await page.clock.runFor(2500);
    release();
    // The app starts in steps, each on the page's timers: the clock moves 5 ms at a time until it
    // is live.
    await moveClockInStepsUntil(page, liveApp(page));
    const plans = page.getByRole('heading', { level: 1, name: /para tu viaje a Europa/ });
    const left = shownAt + 2999 - (await now());
    expect(left, 'the app was live before the 3 s were over').toBeGreaterThan(0);
    await page.clock.runFor(left);
    await expect(search).toBeVisible();
    await expect(plans).toBeHidden();
    await page.clock.runFor(1);
    // The search ends on the dot; the plans, drawn out of sight meanwhile, are revealed.
    await expect(search).toBeHidden();
    await expect(plans).toBeVisible();
  },
);

/** A link to a week in Europe from `departure`, for one traveller of 34. */
const linkSearch = (departure: string) =>
  `?destino=Europa&modalidad=por_dias&salida=${departure}&regreso=${limaDate(17)}&edades=34`;

// A send is a send, whatever way the page was first opened: the search shows its 3 s again.
for (const [way, open] of [
  [
    'a link to /quote',
    async (page: Page) => {
      await page.goto(`/quote${linkSearch(limaDate(10))}`);
      await passTheSearch(page);
    },
  ],
  [
    'a stored quote reopened on /quote',
    async (page: Page) => {
      await seedStorage(page, { latestQuote: JSON.stringify(weekInEurope(['34'])) });
      await page.goto('/quote');
      await passTheSearch(page);
    },
  ],
  [
    'a link whose dates have passed, sent to /',
    async (page: Page) => {
      await page.goto(`/quote${linkSearch(limaDate(-3))}`);
      await expect(page).toHaveURL('/');
      await field(page, 'Fecha de salida').fill(limaDate(10));
      await field(page, 'Fecha de regreso').fill(limaDate(17));
    },
  ],
] as const) {
  visitorsTest(
    `${way}, then a quote sent from the form: the search shows for its 3 s`,
    ANY_WIDTH,
    async ({ page }) => {
      await open(page);
      if (!page.url().endsWith('/')) {
        await page.getByRole('button', { name: 'Modificar Cotización' }).click();
        await expect(page).toHaveURL('/');
      }
      await field(page, 'Edad del viajero 1').fill('35');
      await page.getByRole('button', { name: 'Ver Planes y Precios' }).click();
      const search = page.getByRole('main').getByRole('status').filter({ hasText: SEARCHING });
      const plans = page.getByRole('heading', { level: 1, name: /para tu viaje a Europa/ });
      await expect(search).toBeVisible();
      // The clock stands still (a moment on, so as not to ask for the past): what shows now is
      // the search, not a moment before the plans.
      await holdTheClock(page);
      await page.clock.runFor(1500);
      await expect(search).toBeVisible();
      await expect(plans).toBeHidden();
      await page.clock.resume();
      await passTheSearch(page);
      await expect(plans).toBeVisible();
      await expect(page).toHaveURL(/edades=35$/);
    },
  );
}
