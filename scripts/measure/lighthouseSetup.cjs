// @ts-check
// Lighthouse CI's puppeteerScript, run before each page's Lighthouse run: the origin is emptied
// (storage, service worker, HTTP cache) so that every run is a first visit, then /checkout is
// given what a visitor who chose a plan brings: a stored quote and the plan. /quote is opened
// by a link to a quote (quoteLink below), as a visitor who follows a shared link: the spec's 3 s
// search runs from the page's first paint (src/features/quotePage/searchTime.ts). Lighthouse itself resets nothing (disableStorageReset), or it would empty them.

/** @param {number} days @returns {string} A date `days` from today in Lima, as the quote stores it. */
const inDays = (days) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(Date.now() + days * 864e5);

/** The trip the bench quotes: a family's week in Europe. */
const TRIP = {
  destination: 'Europa',
  modality: 'por_dias',
  departureDate: inDays(10),
  returnDate: inDays(17),
  ages: ['34', '71'],
};

/** @param {string} page @returns {string} A link to the trip's plans (src/features/quote/quoteLink.ts's query). */
const quoteLink = (page) =>
  `${page}?destino=${TRIP.destination}&modalidad=${TRIP.modality}&salida=${TRIP.departureDate}` +
  `&regreso=${TRIP.returnDate}&edades=${TRIP.ages.join(',')}`;

/** The trip as the quote form stores it (latestQuote), sent at `sentAt`. */
const storedQuote = (sentAt = new Date()) => ({
  ...TRIP,
  travelers: TRIP.ages.length,
  timestamp: sentAt.toISOString(),
});

/**
 * How the bench's first load opens each page of the table of pages (src/app/pageTable.cjs): by
 * its address or by a link to the trip's plans, and what storage holds before. A page added to
 * the table needs its entry here: the type check asks for it.
 * @type {Record<import('../../src/app/pageTable.cjs').PagePath, { byLink?: true, stored?: () => Record<string, unknown> }>}
 */
const BENCH_VISITS = {
  '/': {},
  '/quote': { byLink: true },
  '/checkout': {
    stored: () => ({ latestQuote: storedQuote(), selectedPlan: { productName: 'AC 250' } }),
  },
};

/** @param {string} page @returns {string} The address the bench's first load opens for `page`. */
const visitAddress = (page) =>
  /** @type {Record<string, { byLink?: true }>} */ (BENCH_VISITS)[page]?.byLink
    ? quoteLink(page)
    : page;

/** @param {import('puppeteer-core').Browser} browser @param {{ url: string }} context */
const setUp = async (browser, { url }) => {
  const { origin, pathname } = new URL(url);
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await cdp.send('Network.clearBrowserCache');
    const stored = /** @type {Record<string, { stored?: () => object }>} */ (BENCH_VISITS)[pathname]
      ?.stored;
    if (stored) {
      await page.goto(`${origin}/robots.txt`);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries))
          localStorage.setItem(key, JSON.stringify(value));
      }, stored());
    }
  } finally {
    await page.close();
  }
};

module.exports = Object.assign(setUp, { quoteLink, storedQuote, visitAddress });
