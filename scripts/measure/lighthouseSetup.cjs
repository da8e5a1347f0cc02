// Lighthouse CI's puppeteerScript, run before each page's Lighthouse run: the origin is emptied
// (storage, service worker, HTTP cache) so that every run is a first visit, then /quote and
// /checkout are given what a visitor who quoted brings: a stored quote, and for /checkout the
// chosen plan. Lighthouse itself resets nothing (disableStorageReset), or it would empty them.

/** A date `days` from today in Lima, as the quote stores it. */
const inDays = (days) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(Date.now() + days * 864e5);

/**
 * The quote as the landing page's form stores it when it is sent, stamped now: the visitor
 * Lighthouse plays has just sent it, and /quote's search (the spec's 3 s) runs from the send.
 */
const quoteSentNow = () => ({
  destination: 'Europa',
  modality: 'por_dias',
  departureDate: inDays(10),
  returnDate: inDays(17),
  travelers: 2,
  ages: ['34', '71'],
  timestamp: new Date().toISOString(),
});

const STORED = {
  '/quote': () => ({ latestQuote: quoteSentNow() }),
  '/checkout': () => ({ latestQuote: quoteSentNow(), selectedPlan: { productName: 'AC 250' } }),
};

/** @param {import('puppeteer-core').Browser} browser */
module.exports = async (browser, { url }) => {
  const { origin, pathname } = new URL(url);
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await cdp.send('Network.clearBrowserCache');
    const stored = STORED[pathname];
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
