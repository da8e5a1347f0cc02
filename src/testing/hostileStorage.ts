// Hostile localStorage values, one table for two levels of test: jest opens a store on every
// case (src/app/hostileStorage.test.ts); Playwright opens every route in Chromium on the cases
// marked `inBrowser`: one of each kind (unreadable, oversized, prototype keys, invalid ages,
// ineligible or forged plans, a malformed purchase), since a page load costs what a hundred
// store reads do.

import { aTraveller, sentAnHourAgo } from './fixtures';

/** 'YYYY-MM-DD', `days` after today in the time zone the test runs in. */
export type DayFromToday = (days: number) => string;

export type Outcome = 'redirect' | 'empty' | 'plans' | `total ${string}`;
export interface HostileStorageCase {
  label: string;
  storage: Record<string, string>;
  /** What /quote and /checkout show. */
  quote: Outcome;
  checkout: Outcome;
  /** Keys the site must have removed as invalid. */
  removed: string[];
  /** The stored purchase reads back, without the payment it was stored with. */
  purchaseWithoutPayment?: boolean;
  /** The stored purchase reads back, its traveller's document shown as it was stored. */
  purchaseShows?: string;
  /** The stored purchase reads back, its traveller's phone shown so. */
  phoneShown?: string;
  /** The stored purchase reads back with this many of the requests stored with it. */
  purchaseRequests?: number;
  /** Also opened in the browser: a representative of its kind. */
  inBrowser?: boolean;
}

/** One case of each kind, and the values most likely to break a page rather than a parser. */
const IN_BROWSER = new Set([
  'latestQuote: invalid JSON',
  'latestQuote: a huge destination',
  'latestQuote: only a __proto__ key',
  'latestQuote: one valid and one empty age',
  'selectedPlan: a plan the travellers cannot buy (AC 1M at 80)',
  'selectedPlan: a forged price and coverage',
  'selectedPlan: a __proto__ price',
  'lastPurchase: travellers as a number',
  'lastPurchase: a passport as typed before its rules',
  'lastPurchase: a phone as typed before its rules',
  'lastPurchase: forged requests',
]);

export function hostileStorageCases(limaDate: DayFromToday): HostileStorageCase[] {
  const Q = {
    destination: 'Europa',
    modality: 'por_dias',
    departureDate: limaDate(10),
    returnDate: limaDate(17),
    travelers: 1,
    ages: ['30'],
    timestamp: sentAnHourAgo(),
  };
  const json = (value: unknown) => JSON.stringify(value);
  const withQuote = (overrides: Record<string, unknown>) => json({ ...Q, ...overrides });
  const without = (field: string) =>
    json(Object.fromEntries(Object.entries(Q).filter(([key]) => key !== field)));

  const badQuote = (label: string, value: string): HostileStorageCase => ({
    label: `latestQuote: ${label}`,
    storage: { latestQuote: value, selectedPlan: json({ productName: 'AC 35' }) },
    quote: 'redirect',
    checkout: 'redirect',
    removed: ['latestQuote', 'selectedPlan'],
  });
  const noPlanFor = (label: string, ages: string[]): HostileStorageCase => ({
    label: `latestQuote: ${label}`,
    storage: { latestQuote: withQuote({ ages, travelers: ages.length }) },
    quote: 'empty',
    checkout: 'redirect',
    removed: [],
  });
  const badPlan = (label: string, value: string): HostileStorageCase => ({
    label: `selectedPlan: ${label}`,
    storage: { latestQuote: json(Q), selectedPlan: value },
    quote: 'plans',
    checkout: 'redirect',
    removed: ['selectedPlan'],
  });
  const badPurchase = (label: string, value: string): HostileStorageCase => ({
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

  /** A purchase of AC 35 for Ana, with `traveller`'s fields over hers and `more` beside. */
  const storedPurchase = (traveller: object = {}, more: object = {}) =>
    json({
      selectedPlan: { productName: 'AC 35' },
      quoteData: Q,
      // Her phone as an earlier version kept it, as typed.
      travelers: [{ ...aTraveller({ phone: '987654321' }), ...traveller }],
      purchaseDate: new Date().toISOString(),
      ...more,
    });
  /** A purchase an earlier version stored, its traveller's document as typed then. */
  const earlierPurchase = (
    label: string,
    traveller: { docType: string; docNumber: string },
    shows: string,
  ): HostileStorageCase => ({
    ...earlierPhone(label, traveller, ''),
    purchaseShows: shows,
  });
  /** A purchase stored with `traveller`'s fields over Ana's, whose phone is shown as `shown`. */
  const earlierPhone = (label: string, traveller: object, shown: string): HostileStorageCase => ({
    label: `lastPurchase: ${label}`,
    storage: {
      latestQuote: json(Q),
      selectedPlan: json({ productName: 'AC 60' }),
      lastPurchase: storedPurchase(traveller),
    },
    quote: 'plans',
    checkout: 'total US$ 53',
    removed: [],
    ...(shown && { phoneShown: shown }),
  });

  const cases: HostileStorageCase[] = [
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
    {
      // The purchase stays; only its payment, which no version wrote, is dropped.
      label: 'lastPurchase: a forged payment',
      storage: {
        latestQuote: json(Q),
        selectedPlan: json({ productName: 'AC 60' }),
        lastPurchase: storedPurchase(
          {},
          { payment: { method: 'tarjeta', installments: 99, cip: '<img src=x>' } },
        ),
      },
      quote: 'plans',
      checkout: 'total US$ 53',
      removed: [],
      purchaseWithoutPayment: true,
    },
    ...(
      [
        ['forged requests', '<img src=x onerror=alert(1)>', 0],
        ['a list of forged requests', [{ kind: '__proto__' }, null, { kind: 'anulacion' }], 0],
        [
          'a forged request beside a valid one',
          [
            { kind: 'cambio_fechas', sentAt: 'ayer', departureDate: '2026-12-10', total: 1 },
            { kind: 'anulacion', sentAt: '2026-12-01T14:05:00.000Z' },
          ],
          1,
        ],
      ] as const
    ).map(([label, requests, kept]): HostileStorageCase => ({
      label: `lastPurchase: ${label}`,
      storage: {
        latestQuote: json(Q),
        selectedPlan: json({ productName: 'AC 60' }),
        lastPurchase: storedPurchase({}, { requests }),
      },
      quote: 'plans',
      checkout: 'total US$ 53',
      removed: [],
      purchaseRequests: kept,
    })),
    earlierPurchase(
      'a passport as typed before its rules',
      { docType: 'PASSPORT', docNumber: 'pe-123.456' },
      'Pasaporte pe-123.456',
    ),
    earlierPurchase('a DNI of letters', { docType: 'DNI', docNumber: 'ABC12' }, 'DNI ABC12'),
    earlierPurchase(
      'a DNI with its check character',
      { docType: 'DNI', docNumber: '10117410-2' },
      'DNI 10117410-2',
    ),
    earlierPurchase(
      'a CE of 20 characters',
      { docType: 'CE', docNumber: 'X'.repeat(20) },
      `Carné de extranjería ${'X'.repeat(20)}`,
    ),
    // Phones, kept in E.164 since contract section 6's rule, and as typed before it.
    earlierPhone('a phone in E.164', { phone: '+34612345678' }, '+34 612 34 56 78'),
    earlierPhone('a phone as typed before its rules', { phone: '987 654 321' }, '987 654 321'),
    earlierPhone('a phone no country has', { phone: '9876543210' }, '9876543210'),
    earlierPhone('a phone of words', { phone: 'llamar de noche' }, 'llamar de noche'),
  ];
  return cases.map((hostile) => ({ ...hostile, inBrowser: IN_BROWSER.has(hostile.label) }));
}
