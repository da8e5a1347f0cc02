import { describe, expect, it } from '@jest/globals';
import { QUOTE_LOADING_MS, searchTimeLeft } from './searchTime';

describe('searchTimeLeft: the 3 s of search run from the send', () => {
  const sentAt = '2026-11-24T15:00:00.000Z';
  const at = (ms: number) => Date.parse(sentAt) + ms;
  // The landing page that sent the quote and went on to /quote, and /quote opened by the send.
  const sendingPage = { openedAt: at(-20_000), plansShown: false };
  const openedBySend = { openedAt: at(150), plansShown: false };

  it('leaves what the 3 s have not used', () => {
    for (const page of [sendingPage, openedBySend]) {
      expect(searchTimeLeft(sentAt, at(0), page)).toBe(QUOTE_LOADING_MS);
      expect(searchTimeLeft(sentAt, at(1200), page)).toBe(1800);
      expect(searchTimeLeft(sentAt, at(2999), page)).toBe(1);
    }
  });

  it("shows the plans at once when the page's code came after the 3 s", () => {
    expect(searchTimeLeft(sentAt, at(3000), openedBySend)).toBe(0);
    expect(searchTimeLeft(sentAt, at(4200), openedBySend)).toBe(0);
    expect(searchTimeLeft(sentAt, at(4200), sendingPage)).toBe(0);
  });

  it('gives the whole 3 s to a reload or a return visit after the search', () => {
    expect(searchTimeLeft(sentAt, at(5000), { openedAt: at(4800), plansShown: false })).toBe(
      QUOTE_LOADING_MS,
    );
    expect(
      searchTimeLeft(sentAt, at(86_400_000), { openedAt: at(86_399_000), plansShown: false }),
    ).toBe(QUOTE_LOADING_MS);
  });

  it('gives the whole 3 s to a return to the plans this page already showed', () => {
    expect(searchTimeLeft(sentAt, at(60_000), { ...openedBySend, plansShown: true })).toBe(
      QUOTE_LOADING_MS,
    );
    expect(searchTimeLeft(sentAt, at(60_000), { ...sendingPage, plansShown: true })).toBe(
      QUOTE_LOADING_MS,
    );
  });

  it('gives the whole 3 s to a quote stamped ahead of the clock, or unreadable', () => {
    expect(searchTimeLeft(sentAt, at(-500), sendingPage)).toBe(QUOTE_LOADING_MS);
    expect(searchTimeLeft('not a time', at(0), sendingPage)).toBe(QUOTE_LOADING_MS);
  });
});
