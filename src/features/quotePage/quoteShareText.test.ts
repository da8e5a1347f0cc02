import { describe, expect, it } from '@jest/globals';
import { config } from '../../config';
import { localToday } from '../../domain/dates';
import { pricedPlans } from '../../domain/pricing';
import { aQuote, daysFromToday } from '../../testing/fixtures';
import { quoteLinkSearch } from '../quote/quoteLink';
import { adviserQuoteText, quoteShareText } from './quoteShareText';

const today = localToday();

describe('the WhatsApp texts of /quote', () => {
  it('end with the link to the same plans, when a link can carry the quote', () => {
    const quote = aQuote({ ages: ['34', '36'] });
    const link = `${config.siteUrl}/quote${quoteLinkSearch(quote)}`;
    expect(quoteShareText(quote, pricedPlans(quote), today).split('\n').at(-1)).toBe(link);
    expect(adviserQuoteText(quote, today).split('\n').at(-1)).toBe(link);
  });

  it.each([
    ['ages no plan takes', aQuote({ ages: ['120'] })],
    ['a departure that has passed', aQuote({ departureDate: daysFromToday(-2) })],
  ])('carry no link for a quote the form would refuse (%s)', (_label, quote) => {
    for (const text of [
      quoteShareText(quote, pricedPlans(quote), today),
      adviserQuoteText(quote, today),
    ]) {
      expect(text).not.toContain('/quote');
      expect(text).toContain(`Destino: ${quote.destination}`);
    }
  });
});
