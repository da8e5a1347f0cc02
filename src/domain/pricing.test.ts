import { describe, expect, it } from '@jest/globals';
import { MODALITIES, PLANS, type Modality, type ProductName } from './catalogue';
import { isEligible } from './eligibility';
import {
  ageFactor,
  oldestTravellerAge,
  priceBreakdown,
  pricedPlans,
  quotePrice,
  roundDollars,
} from './pricing';
import type { Quote } from './quote';

it.each([
  [37.5, 38],
  [37.49, 37],
  [236.25, 236],
  [0.5, 1],
])('rounds %d half up to %d', (amount, rounded) => expect(roundDollars(amount)).toBe(rounded));

function quote(overrides: Partial<Quote> = {}): Quote {
  const ages = overrides.ages ?? ['30'];
  return {
    destination: 'Europa',
    modality: 'por_dias',
    departureDate: '2027-03-01',
    returnDate: '2027-03-08',
    travelers: ages.length,
    ages,
    timestamp: '2027-01-01T12:00:00.000Z',
    ...overrides,
  };
}

const plan = (name: ProductName) => PLANS.find((p) => p.productName === name)!;

describe('catalogue', () => {
  it.each([
    ['AC 1M', 1_000_000, 15, 300, 450, 5],
    ['AC 250', 250_000, 12.5, 250, 375, 4],
    ['AC 150', 150_000, 10, 200, 300, 3],
    ['AC 60', 60_000, 7.5, 150, 225, 2],
    ['AC 35', 35_000, 5, 100, 150, 1],
  ] as const)(
    '%s: coverage %d, %d/day, %d (30), %d (60), %d features',
    (name, coverage, day, mt30, mt60, features) => {
      expect(plan(name)).toMatchObject({
        coverage,
        pricePerDay: day,
        priceMT30: mt30,
        priceMT60: mt60,
      });
      expect(plan(name).features).toHaveLength(features);
    },
  );

  it('recommends AC 1M and no other plan', () => {
    expect(PLANS.filter((p) => p.isRecommended).map((p) => p.productName)).toEqual(['AC 1M']);
  });
});

describe('ageFactor', () => {
  it.each([
    [1, 1],
    [69, 1],
    [70, 1.5],
    [74, 1.5],
    [75, 2],
    [99, 2],
  ])('age %d -> %d', (age, factor) => expect(ageFactor(age)).toBe(factor));
});

describe('oldestTravellerAge', () => {
  it.each([
    [['30', '72', '5'], 72],
    [['1'], 1],
    [['99'], 99],
    [['0'], null],
    [['100'], null],
    [['30', ''], null],
    [['abc'], null],
    [['30.5'], null],
    [['-5'], null],
    [[], null],
  ])('%j -> %p', (ages, oldest) => expect(oldestTravellerAge(ages)).toBe(oldest));
});

describe('eligibility by the oldest traveller', () => {
  const all = ['AC 1M', 'AC 250', 'AC 150', 'AC 60', 'AC 35'];
  it.each([
    [1, all],
    [69, all],
    [70, ['AC 250', 'AC 150', 'AC 60', 'AC 35']],
    [74, ['AC 250', 'AC 150', 'AC 60', 'AC 35']],
    [75, ['AC 60', 'AC 35']],
    [99, ['AC 60', 'AC 35']],
  ])('oldest %d -> %j', (age, names) => {
    expect(PLANS.filter((p) => isEligible(p, age)).map((p) => p.productName)).toEqual(names);
  });

  it('uses the oldest traveller, not the first', () => {
    const names = pricedPlans(quote({ ages: ['20', '76'] })).map((p) => p.productName);
    expect(names).toEqual(['AC 60', 'AC 35']);
  });

  it('offers nothing when an age is outside 1-99', () => {
    expect(pricedPlans(quote({ ages: ['30', '100'] }))).toEqual([]);
    expect(pricedPlans(quote({ ages: ['0'] }))).toEqual([]);
  });
});

describe('quotePrice per plan and modality (one traveller aged 30, 7-day trip)', () => {
  const expected: Record<ProductName, Record<Modality, number>> = {
    'AC 1M': { por_dias: 105, anual_30: 300, anual_60: 450, larga_estadia: 450 },
    'AC 250': { por_dias: 88, anual_30: 250, anual_60: 375, larga_estadia: 375 },
    'AC 150': { por_dias: 70, anual_30: 200, anual_60: 300, larga_estadia: 300 },
    'AC 60': { por_dias: 53, anual_30: 150, anual_60: 225, larga_estadia: 225 },
    'AC 35': { por_dias: 35, anual_30: 100, anual_60: 150, larga_estadia: 150 },
  };
  const rows = PLANS.flatMap((p) =>
    MODALITIES.map((m) => [p.productName, m, expected[p.productName][m]] as const),
  );
  it.each(rows)('%s, %s -> US$ %d', (name, modality, price) => {
    const q =
      modality === 'por_dias' ? quote() : quote({ modality, departureDate: '', returnDate: '' });
    expect(quotePrice(plan(name), q)).toBe(price);
  });
});

describe('quotePrice: days, travellers, factors and rounding', () => {
  it.each([
    [
      'a same-day trip counts as one day',
      { departureDate: '2027-03-01', returnDate: '2027-03-01' },
      'AC 1M',
      15,
    ],
    [
      'one night is one day',
      { departureDate: '2027-03-01', returnDate: '2027-03-02' },
      'AC 1M',
      15,
    ],
    ['a total ending in .5 rounds up (12.5 x 3)', { returnDate: '2027-03-04' }, 'AC 250', 38],
    ['a total ending in .5 rounds up (7.5 x 1)', { returnDate: '2027-03-02' }, 'AC 60', 8],
    ['sums every traveller with its own factor', { ages: ['30', '70', '75'] }, 'AC 60', 236],
    [
      'rounds the sum, not each traveller (12.5 x 1 x 1.5, twice)',
      { ages: ['71', '72'], returnDate: '2027-03-02' },
      'AC 250',
      38,
    ],
    [
      'annual 30 with factor 1.5',
      { modality: 'anual_30', departureDate: '', returnDate: '', ages: ['72'] },
      'AC 250',
      375,
    ],
    [
      'annual 60 with factor 2',
      { modality: 'anual_60', departureDate: '', returnDate: '', ages: ['80'] },
      'AC 35',
      300,
    ],
    [
      'long stay uses the 60-day price',
      { modality: 'larga_estadia', departureDate: '', returnDate: '', ages: ['30', '40'] },
      'AC 150',
      600,
    ],
    [
      'crosses a month and a year end',
      { departureDate: '2027-12-30', returnDate: '2028-01-02' },
      'AC 35',
      15,
    ],
    ['crosses 29 February', { departureDate: '2028-02-28', returnDate: '2028-03-01' }, 'AC 35', 10],
  ] as const)('%s', (_label, overrides, name, price) => {
    expect(quotePrice(plan(name), quote(overrides as Partial<Quote>))).toBe(price);
  });

  it('prices nothing when an age is invalid', () => {
    expect(quotePrice(plan('AC 35'), quote({ ages: ['abc'] }))).toBeNull();
  });
});

describe('pricedPlans', () => {
  it('sorts by coverage, highest first, and prices each plan', () => {
    const plans = pricedPlans(quote({ ages: ['30', '40'] }));
    expect(plans.map((p) => [p.productName, p.price])).toEqual([
      ['AC 1M', 210],
      ['AC 250', 175],
      ['AC 150', 140],
      ['AC 60', 105],
      ['AC 35', 70],
    ]);
  });
});

describe('priceBreakdown', () => {
  const annual = (modality: Modality, ages: string[]) =>
    quote({ modality, departureDate: '', returnDate: '', ages });
  it.each([
    // label, quote, plan, basis amount, [age, factor, subtotal] per traveller, exact, total
    [
      'per day, 10 days, 34 and 72',
      quote({ returnDate: '2027-03-11', ages: ['34', '72'] }),
      'AC 250',
      125,
      [
        [34, 1, 125],
        [72, 1.5, 187.5],
      ],
      312.5,
      313,
    ],
    ['per day, age 69', quote({ ages: ['69'] }), 'AC 60', 52.5, [[69, 1, 52.5]], 52.5, 53],
    ['per day, age 70', quote({ ages: ['70'] }), 'AC 60', 52.5, [[70, 1.5, 78.75]], 78.75, 79],
    ['per day, age 74', quote({ ages: ['74'] }), 'AC 35', 35, [[74, 1.5, 52.5]], 52.5, 53],
    ['per day, age 75', quote({ ages: ['75'] }), 'AC 35', 35, [[75, 2, 70]], 70, 70],
    [
      'per day, three travellers',
      quote({ returnDate: '2027-03-02', ages: ['30', '71', '72'] }),
      'AC 250',
      12.5,
      [
        [30, 1, 12.5],
        [71, 1.5, 18.75],
        [72, 1.5, 18.75],
      ],
      50,
      50,
    ],
    ['annual 30, 72', annual('anual_30', ['72']), 'AC 250', 250, [[72, 1.5, 375]], 375, 375],
    [
      'annual 60, 80 and 5',
      annual('anual_60', ['80', '5']),
      'AC 35',
      150,
      [
        [80, 2, 300],
        [5, 1, 150],
      ],
      450,
      450,
    ],
    [
      'long stay, 70',
      annual('larga_estadia', ['70']),
      'AC 60',
      225,
      [[70, 1.5, 337.5]],
      337.5,
      338,
    ],
  ] as const)('%s', (_label, q, name, amount, lines, exact, total) => {
    const breakdown = priceBreakdown(plan(name), q)!;
    expect(breakdown.basis.amount).toBe(amount);
    expect(breakdown.travellers.map((l) => [l.age, l.factor, l.subtotal])).toEqual(lines);
    expect(breakdown.exactTotal).toBe(exact);
    expect(breakdown.total).toBe(total);
  });

  it('names the basis: the rate and days per day, the modality otherwise', () => {
    expect(priceBreakdown(plan('AC 250'), quote())!.basis).toEqual({
      kind: 'per_day',
      pricePerDay: 12.5,
      days: 7,
      amount: 87.5,
    });
    expect(priceBreakdown(plan('AC 250'), annual('larga_estadia', ['30']))!.basis).toEqual({
      kind: 'annual',
      modality: 'larga_estadia',
      amount: 375,
    });
  });

  it('always adds up to the price shown, for every plan, modality and age', () => {
    for (const modality of MODALITIES)
      for (const ages of [['1'], ['69', '70'], ['74', '75', '99'], ['33', '33', '33', '71']])
        for (const p of PLANS) {
          const q = modality === 'por_dias' ? quote({ ages }) : annual(modality, ages);
          const breakdown = priceBreakdown(p, q)!;
          const sum = breakdown.travellers.reduce((total, line) => total + line.subtotal, 0);
          expect(breakdown.exactTotal).toBe(sum);
          expect(Math.round(sum)).toBe(quotePrice(p, q));
          expect(breakdown.total).toBe(quotePrice(p, q));
        }
  });

  it('gives nothing when an age is invalid', () => {
    expect(priceBreakdown(plan('AC 35'), quote({ ages: ['30', '100'] }))).toBeNull();
  });
});
