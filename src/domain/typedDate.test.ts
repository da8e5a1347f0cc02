import { describe, expect, it } from '@jest/globals';
import { readTypedDate, shownTypedDate } from './typedDate';

describe('readTypedDate', () => {
  it.each([
    ['14/02/1986', '1986-02-14'],
    ['14/2/1986', '1986-02-14'],
    ['4/2/1986', '1986-02-04'],
    ['14-02-1986', '1986-02-14'],
    ['14.02.1986', '1986-02-14'],
    ['14 02 1986', '1986-02-14'],
    [' 14 / 02 / 1986 ', '1986-02-14'],
    ['14021986', '1986-02-14'],
    ['29/02/2000', '2000-02-29'],
    ['1986-02-14', '1986-02-14'],
  ])('reads %j as %s', (typed, date) => expect(readTypedDate(typed)).toBe(date));

  it.each([
    '',
    '14/02',
    '14/02/86',
    '02/14/1986',
    '31/04/1990',
    '29/02/2001',
    '1402198',
    '140219860',
    '14/02/1986x',
    'catorce de febrero',
    '1986/02/14',
  ])('reads %j as no date', (typed) => expect(readTypedDate(typed)).toBeNull());
});

describe('shownTypedDate', () => {
  it.each([
    ['14021986', '14/02/1986'],
    ['4-2-1986', '04/02/1986'],
    ['1986-02-14', '14/02/1986'],
    ['14/02', '14/02'],
    ['31/04/1990', '31/04/1990'],
  ])('shows %j as %j', (typed, shown) => expect(shownTypedDate(typed)).toBe(shown));
});
