import { describe, expect, it } from '@jest/globals';
import { QUOTE_LOADING_MS, searchTimeLeft } from './searchTime';

describe('searchTimeLeft: the 3 s of search run from the send', () => {
  const sentAt = '2026-11-24T15:00:00.000Z';
  const at = (ms: number) => Date.parse(sentAt) + ms;

  it('leaves what the 3 s have not used', () => {
    expect(searchTimeLeft(sentAt, at(0))).toBe(QUOTE_LOADING_MS);
    expect(searchTimeLeft(sentAt, at(1200))).toBe(1800);
    expect(searchTimeLeft(sentAt, at(2999))).toBe(1);
  });

  it('gives the whole 3 s to a quote sent longer ago, stamped ahead, or unreadable', () => {
    expect(searchTimeLeft(sentAt, at(3000))).toBe(QUOTE_LOADING_MS);
    expect(searchTimeLeft(sentAt, at(86_400_000))).toBe(QUOTE_LOADING_MS);
    expect(searchTimeLeft(sentAt, at(-500))).toBe(QUOTE_LOADING_MS);
    expect(searchTimeLeft('not a time', at(0))).toBe(QUOTE_LOADING_MS);
  });
});
