import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { limaDate, passTheSearch, requestQuote, type QuoteInput } from '../support/site';

// The prices a visitor reads on /quote for each kind of trip. The width cannot change a price,
// so only the desktop project runs this file (playwright.config.ts).

/** Plan names and prices as the visitor reads them on /quote. */
async function offers(page: Page) {
  const cards = page.getByRole('article');
  const names = await cards.getByRole('heading').allTextContents();
  const prices = await cards.locator('p', { hasText: /^US\$ / }).allTextContents();
  // The dollar price as the spec writes it; its soles are checked in soles.spec.ts.
  return names.map((name, index) => `${name} ${prices[index]!.replace(/ \(S\/.*\)$/, '')}`);
}

test.describe('prices on /quote', () => {
  const PRICES: [string, QuoteInput, string[]][] = [
    [
      'per day, mixed ages (12 days, 30 and 72)',
      {
        destination: 'Estados Unidos',
        departure: limaDate(3),
        return: limaDate(15),
        ages: ['30', '72'],
      },
      ['AC 250 US$ 375', 'AC 150 US$ 300', 'AC 60 US$ 225', 'AC 35 US$ 150'],
    ],
    [
      'annual 30 days, two travellers',
      { destination: 'Asia', modality: 'Anual múltitrip 30 días', ages: ['25', '40'] },
      ['AC 1M US$ 600', 'AC 250 US$ 500', 'AC 150 US$ 400', 'AC 60 US$ 300', 'AC 35 US$ 200'],
    ],
    [
      'annual 60 days',
      { destination: 'Canadá', modality: 'Anual múltitrip 60 días', ages: ['50'] },
      ['AC 1M US$ 450', 'AC 250 US$ 375', 'AC 150 US$ 300', 'AC 60 US$ 225', 'AC 35 US$ 150'],
    ],
    [
      'long stay, priced as 60 days',
      { destination: 'Australia', modality: 'Anual Larga Estadía', ages: ['33', '71'] },
      ['AC 250 US$ 938', 'AC 150 US$ 750', 'AC 60 US$ 563', 'AC 35 US$ 375'],
    ],
    [
      'a 75-year-old traveller, same-day trip',
      { destination: 'Sudamérica', departure: limaDate(1), return: limaDate(1), ages: ['75'] },
      ['AC 60 US$ 15', 'AC 35 US$ 10'],
    ],
  ];
  for (const [label, quote, expected] of PRICES) {
    test(`prices: ${label}`, async ({ page }) => {
      await page.goto('/');
      await requestQuote(page, quote);
      await expect(page).toHaveURL('/quote');
      await passTheSearch(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `${expected.length} opciones para tu viaje a ${quote.destination}`,
      );
      expect(await offers(page)).toEqual(expected);
    });
  }
});
