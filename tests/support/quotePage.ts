import { expect, type Page } from '@playwright/test';
import { passTheSearch, seedStorage, weekInEurope } from './site';

/** A stored annual 30-day quote for these ages. */
export const annualQuote = (ages: string[]) => ({
  ...weekInEurope(ages),
  modality: 'anual_30',
  departureDate: '',
  returnDate: '',
});

/** /quote for this stored quote, past its search screen. */
export async function openQuote(page: Page, quote: object) {
  await seedStorage(page, { latestQuote: JSON.stringify(quote) });
  await page.goto('/quote');
  await passTheSearch(page);
}

export const card = (page: Page, name: string) => page.getByRole('article', { name });
export const cardNames = (page: Page) =>
  page.getByRole('article').getByRole('heading').allTextContents();
/** The dollar amount of a price as shown, 'US$ 1,312.50 (S/ 4,921.88)' -> 1312.5. */
export const dollars = (text: string) =>
  Number(text.replace(/\(S\/.*\)/, '').replace(/[^\d.]/g, ''));
/** The soles amount of a price as shown, 'US$ 1,312.50 (S/ 4,921.88)' -> 4921.88. */
export const soles = (text: string) =>
  Number(/\(S\/\s([\d,.]+)\)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);

/** The card's price equals its lines added up, rounded once. */
export async function expectDetailsAddUp(page: Page, name: string) {
  const plan = card(page, name);
  // The card's price, followed by its soles (its coverage is in dollars only).
  const price = dollars(
    (await plan
      .getByText(/^US\$ [\d,]+ \(S\//)
      .first()
      .textContent())!,
  );
  await plan.getByRole('button', { name: 'Ver detalle del precio' }).click();
  const table = plan.getByRole('table');
  const subtotals = await table.getByRole('row').locator('td:last-child').allTextContents();
  const lines = subtotals.slice(0, -1).map(dollars);
  expect(Math.round(lines.reduce((sum, line) => sum + line, 0))).toBe(price);
  await expect(table.getByRole('row').last()).toContainText(`US$ ${price}`);
  return lines;
}
