import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { limaDate } from '../support/site';

// Whatever localStorage holds, every route renders, nothing throws, /quote and /checkout
// redirect or explain, and prices come from the catalogue.

const Q = {
  destination: 'Europa',
  modality: 'por_dias',
  departureDate: limaDate(10),
  returnDate: limaDate(17),
  travelers: 1,
  ages: ['30'],
  timestamp: new Date().toISOString(),
};
const json = (value: unknown) => JSON.stringify(value);
const withQuote = (overrides: Record<string, unknown>) => json({ ...Q, ...overrides });
const without = (field: string) =>
  json(Object.fromEntries(Object.entries(Q).filter(([key]) => key !== field)));

type Outcome = 'redirect' | 'empty' | `plans` | `total ${string}`;
interface Case {
  label: string;
  storage: Record<string, string>;
  quote: Outcome;
  checkout: Outcome;
  /** Keys the site must have removed as invalid. */
  removed: string[];
}

const badQuote = (label: string, value: string): Case => ({
  label: `latestQuote: ${label}`,
  storage: { latestQuote: value, selectedPlan: json({ productName: 'AC 35' }) },
  quote: 'redirect',
  checkout: 'redirect',
  removed: ['latestQuote', 'selectedPlan'],
});
const noPlanFor = (label: string, ages: string[]): Case => ({
  label: `latestQuote: ${label}`,
  storage: { latestQuote: withQuote({ ages, travelers: ages.length }) },
  quote: 'empty',
  checkout: 'redirect',
  removed: [],
});
const badPlan = (label: string, value: string): Case => ({
  label: `selectedPlan: ${label}`,
  storage: { latestQuote: json(Q), selectedPlan: value },
  quote: 'plans',
  checkout: 'redirect',
  removed: ['selectedPlan'],
});
const badPurchase = (label: string, value: string): Case => ({
  label: `lastPurchase: ${label}`,
  storage: {
    latestQuote: json(Q),
    selectedPlan: json({ productName: 'AC 60' }),
    lastPurchase: value,
  },
  quote: 'plans',
  checkout: 'total US$ 53', // 7.5 x 7 days
  removed: ['lastPurchase'],
});

const CASES: Case[] = [
  badQuote('invalid JSON', '{"destination": "Europa"'),
  badQuote('the text undefined', 'undefined'),
  badQuote('null', 'null'),
  badQuote('a number', '42'),
  badQuote('a string', '"Europa"'),
  badQuote('an empty array', '[]'),
  badQuote('the quote inside an array', json([Q])),
  badQuote('an empty object', '{}'),
  badQuote('no destination', without('destination')),
  badQuote('an unknown destination', withQuote({ destination: 'Marte' })),
  badQuote('a numeric destination', withQuote({ destination: 7 })),
  badQuote('an unknown modality', withQuote({ modality: 'semanal' })),
  badQuote('no modality', without('modality')),
  badQuote('travellers as text', withQuote({ travelers: '1' })),
  badQuote('zero travellers', withQuote({ travelers: 0, ages: [] })),
  badQuote('nine travellers', withQuote({ travelers: 9, ages: Array(9).fill('30') })),
  badQuote('a fraction of a traveller', withQuote({ travelers: 1.5 })),
  badQuote('ages as a string', withQuote({ ages: '30' })),
  badQuote('numeric ages', withQuote({ ages: [30] })),
  badQuote('ages not matching travellers', withQuote({ travelers: 2 })),
  badQuote('a null age', withQuote({ ages: [null] })),
  badQuote('a departure in the past', withQuote({ departureDate: limaDate(-1) })),
  badQuote('a return before the departure', withQuote({ returnDate: limaDate(9) })),
  badQuote('an impossible date', withQuote({ returnDate: '2031-02-30' })),
  badQuote('no dates for a per-day trip', withQuote({ departureDate: '', returnDate: '' })),
  badQuote('a huge destination', withQuote({ destination: 'x'.repeat(1_000_000) })),
  badQuote(
    'only a __proto__ key',
    '{"__proto__": {"destination": "Europa", "modality": "por_dias"}}',
  ),
  badQuote('no timestamp', without('timestamp')),
  badQuote('a meaningless timestamp', withQuote({ timestamp: 'ayer' })),
  badQuote('double encoding', json(json(Q))),
  badQuote('a redux-persist wrapper', json({ latest: json(Q), _persist: json({ version: -1 }) })),
  noPlanFor('an age of 120', ['120']),
  noPlanFor('an age of 0', ['0']),
  noPlanFor('a non-numeric age', ['abc']),
  noPlanFor('a negative age', ['-5']),
  noPlanFor('one valid and one empty age', ['30', '']),
  badPlan('invalid JSON', '{productName: AC 35}'),
  badPlan('an unknown product', json({ productName: 'AC 5M', price: 1 })),
  badPlan('a numeric product name', json({ productName: 35 })),
  badPlan('an array', json(['AC 35'])),
  badPlan('a huge product name', json({ productName: 'AC '.repeat(300_000) })),
  {
    label: 'selectedPlan: a plan the travellers cannot buy (AC 1M at 80)',
    storage: {
      latestQuote: withQuote({ ages: ['80'] }),
      selectedPlan: json({ productName: 'AC 1M', price: 1 }),
    },
    quote: 'plans',
    checkout: 'redirect',
    removed: ['selectedPlan'],
  },
  {
    label: 'selectedPlan: a forged price and coverage',
    storage: {
      latestQuote: json(Q),
      selectedPlan: json({
        productName: 'AC 250',
        price: 1,
        pricePerDay: 0.01,
        coverage: 9e9,
        features: [],
      }),
    },
    quote: 'plans',
    checkout: 'total US$ 88', // 12.5 x 7 days = 87.5
    removed: [],
  },
  {
    label: 'selectedPlan: a __proto__ price',
    storage: {
      latestQuote: json(Q),
      selectedPlan: '{"__proto__": {"price": 1}, "productName": "AC 35"}',
    },
    quote: 'plans',
    checkout: 'total US$ 35',
    removed: [],
  },
  badPurchase('invalid JSON', '{"selectedPlan":'),
  badPurchase('an array', '[]'),
  badPurchase('an empty object', '{}'),
  badPurchase(
    'travellers as a number',
    json({
      selectedPlan: { productName: 'AC 35' },
      quoteData: Q,
      travelers: 1,
      purchaseDate: new Date().toISOString(),
    }),
  ),
];

/** Writes the values from a blank page of the site's origin, then opens the route. */
async function open(page: Page, path: string, storage: Record<string, string>) {
  await page.route('/seed', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><link rel="icon" href="data:,">',
    }),
  );
  await page.goto('/seed');
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  await page.goto(path);
}

async function expectOutcome(page: Page, path: string, outcome: Outcome) {
  if (outcome === 'redirect') {
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Tu seguro de viaje, al mejor precio',
    );
    return;
  }
  await expect(page).toHaveURL(path);
  if (outcome === 'empty') {
    await expect(page.getByText('No encontramos planes disponibles')).toBeVisible({
      timeout: 6000,
    });
  } else if (outcome === 'plans') {
    await expect(page.getByRole('button', { name: /^Contratar/ }).first()).toBeVisible({
      timeout: 6000,
    });
  } else {
    await expect(page.getByTestId('checkout-total')).toHaveText(outcome.replace('total ', ''));
  }
}

test.describe('hostile localStorage', () => {
  for (const hostile of CASES) {
    test(hostile.label, async ({ page }) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });

      for (const [path, outcome] of [
        ['/', 'landing'],
        ['/quote', hostile.quote],
        ['/checkout', hostile.checkout],
      ] as const) {
        await open(page, path, hostile.storage);
        if (outcome === 'landing') {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(
            'Tu seguro de viaje, al mejor precio',
          );
          await expect(page.getByRole('button', { name: 'Ver Planes y Precios' })).toBeVisible();
        } else {
          await expectOutcome(page, path, outcome);
        }
        for (const key of hostile.removed) {
          await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
        }
      }
      expect(await page.evaluate(() => Object.keys(Object.prototype))).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
