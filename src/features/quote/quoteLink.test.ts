import { describe, expect, it } from '@jest/globals';
import { localToday } from '../../domain/dates';
import { aQuote, daysFromToday } from '../../testing/fixtures';
import { TOASTS } from '../../lib/toastMessages';
import { openQuoteLink, quoteLinkSearch, readQuoteLink, sameTrip } from './quoteLink';
import { quoteSendProblem } from './quoteFormValues';

const today = localToday();
const now = new Date();

describe('the link to a quote', () => {
  it.each([
    aQuote({ ages: ['34', '36'] }),
    aQuote({ destination: 'Estados Unidos', ages: ['72'] }),
    aQuote({ destination: 'Sudamérica', modality: 'anual_30', departureDate: '', returnDate: '' }),
    aQuote({ destination: 'Asia', modality: 'anual_60', departureDate: '', returnDate: '' }),
    aQuote({
      destination: 'Todo el mundo',
      modality: 'larga_estadia',
      departureDate: '',
      returnDate: '',
      ages: ['45', '43', '19', '17', '15', '12', '9', '6'],
    }),
  ])('opens the same trip it was made from: $destination, $modality', (quote) => {
    const opened = openQuoteLink(quoteLinkSearch(quote), today, now);
    expect(opened).toEqual({ quote: { ...quote, timestamp: now.toISOString() } });
  });

  it('carries the trip in the contract names, and nothing else', () => {
    const quote = aQuote({ destination: 'Estados Unidos', ages: ['34', '36'] });
    expect(quoteLinkSearch(quote)).toBe(
      `?destino=Estados%20Unidos&modalidad=por_dias&salida=${quote.departureDate}` +
        `&regreso=${quote.returnDate}&edades=34,36`,
    );
    expect(
      quoteLinkSearch(aQuote({ modality: 'anual_30', departureDate: '', returnDate: '' })),
    ).toBe('?destino=Europa&modalidad=anual_30&edades=30');
  });

  it('is no link without a trip: other parameters are ignored', () => {
    expect(readQuoteLink('', today)).toBeNull();
    expect(readQuoteLink('?utm_source=whatsapp&utm_campaign=verano', today)).toBeNull();
    const search = `${quoteLinkSearch(aQuote())}&utm_source=whatsapp&otro=1`;
    expect(openQuoteLink(search, today, now)).toEqual({
      quote: aQuote({ timestamp: now.toISOString() }),
    });
  });

  it('reads URLSearchParams spellings too: + for a space, an encoded comma', () => {
    const search = `?destino=Estados+Unidos&modalidad=anual_60&edades=30%2C31`;
    expect(openQuoteLink(search, today, now)).toMatchObject({
      quote: { destination: 'Estados Unidos', modality: 'anual_60', ages: ['30', '31'] },
    });
  });

  it('is the same trip whenever it was sent', () => {
    expect(sameTrip(aQuote(), aQuote({ timestamp: '2020-01-01T00:00:00.000Z' }))).toBe(true);
    expect(sameTrip(aQuote(), aQuote({ ages: ['31'] }))).toBe(false);
    expect(sameTrip(aQuote(), null)).toBe(false);
  });
});

describe('a link the form would refuse', () => {
  const refused = (search: string) => {
    const opened = openQuoteLink(search, today, now);
    if (!opened || !('refused' in opened)) throw new Error(`not refused: ${search}`);
    return { values: opened.refused, problem: quoteSendProblem(opened.refused, today) };
  };
  const trip = `salida=${daysFromToday(3)}&regreso=${daysFromToday(9)}`;

  it("an unknown destination or modality: the form holds the rest, 'Campos incompletos'", () => {
    const unknownPlace = refused(`?destino=Marte&modalidad=por_dias&${trip}&edades=34`);
    expect(unknownPlace.values).toMatchObject({ destination: '', ages: ['34'] });
    expect(unknownPlace.problem?.toast).toEqual(TOASTS.missingDestinationOrModality);
    const unknownModality = refused(`?destino=Asia&modalidad=semanal&edades=34`);
    expect(unknownModality.values).toMatchObject({ destination: 'Asia', modality: '' });
    expect(unknownModality.problem?.toast).toEqual(TOASTS.missingDestinationOrModality);
  });

  it("a past or missing date of a per-day trip counts as none: the dates' toast", () => {
    const stale = refused(
      `?destino=Asia&modalidad=por_dias&salida=2020-01-01&regreso=${daysFromToday(9)}&edades=34`,
    );
    expect(stale.values).toMatchObject({ departureDate: '', returnDate: daysFromToday(9) });
    expect(stale.problem).toEqual({ toast: TOASTS.missingDates, field: 'departureDate' });
    const noDates = refused('?destino=Asia&edades=34');
    expect(noDates.values.modality).toBe('por_dias');
    expect(noDates.problem?.toast).toEqual(TOASTS.missingDates);
    const backwards = refused(
      `?destino=Asia&salida=${daysFromToday(9)}&regreso=${daysFromToday(3)}&edades=34`,
    );
    expect(backwards.values).toMatchObject({ departureDate: daysFromToday(9), returnDate: '' });
    const notADate = refused(`?destino=Asia&salida=mañana&regreso=${daysFromToday(3)}&edades=34`);
    expect(notADate.values.departureDate).toBe('');
  });

  it("an age outside 1-99, or more than 8 travellers: 'Edades inválidas'", () => {
    const outside = refused(`?destino=Asia&${trip}&edades=34,0,120,abc,7`);
    expect(outside.values).toMatchObject({ travelers: 5, ages: ['34', '', '', '', '7'] });
    expect(outside.problem).toEqual({ toast: TOASTS.invalidAges, field: 'ages[1]' });
    const crowd = refused(`?destino=Asia&${trip}&edades=1,2,3,4,5,6,7,8,9`);
    expect(crowd.values).toMatchObject({ travelers: 1, ages: [''] });
    expect(crowd.problem?.toast).toEqual(TOASTS.invalidAges);
    expect(refused(`?destino=Asia&${trip}`).problem?.toast).toEqual(TOASTS.invalidAges);
  });
});
