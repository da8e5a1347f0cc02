import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SITE_URL, siteUrlFrom } from './siteUrl';

describe('the site address given to the build', () => {
  it('is the default when not set', () => {
    expect(siteUrlFrom()).toBe('https://comparayahorra.pe');
    expect(siteUrlFrom('  ')).toBe(DEFAULT_SITE_URL);
  });

  it('takes an origin, with or without its trailing slash', () => {
    expect(siteUrlFrom('https://www.comparayahorra.pe/')).toBe('https://www.comparayahorra.pe');
    expect(siteUrlFrom('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
  });

  it.each([
    'comparayahorra.pe',
    'ftp://comparayahorra.pe',
    'https://comparayahorra.pe/seguros',
    'https://comparayahorra.pe/?a=1',
    'https://user:secret@comparayahorra.pe',
  ])('stops the build for %s', (value) => expect(() => siteUrlFrom(value)).toThrow(/SITE_URL/));
});
