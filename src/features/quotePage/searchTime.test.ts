import { describe, expect, it } from '@jest/globals';
import { QUOTE_LOADING_MS, searchBeganAt, searchTimeLeft, sendOfTheSearch } from './searchTime';

describe('when /quote’s search begins, and how long it still shows', () => {
  const sentAt = '2026-11-24T15:00:00.000Z';
  const at = (ms: number) => Date.parse(sentAt) + ms;
  // The live landing page that sent the quote and drew /quote itself.
  const sendingPage = { openedAt: at(-20_000), searchPaintedAt: null, plansShown: false };
  // /quote opened by the send, its prerendered search painted 400 ms after the tap.
  const openedBySend = { openedAt: at(150), searchPaintedAt: at(400), plansShown: false };

  describe('a quote sent from the form: from the tap', () => {
    it('leaves what the 3 s have not used', () => {
      for (const page of [sendingPage, openedBySend]) {
        expect(searchBeganAt(sentAt, at(900), page)).toBe(at(0));
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
  });

  describe('a page opened on /quote without a send: from its first paint', () => {
    it('a link, its quote stamped as the page opened', () => {
      const link = { openedAt: at(0), searchPaintedAt: at(700), plansShown: false };
      expect(searchBeganAt(sentAt, at(1500), link)).toBe(at(700));
      expect(searchTimeLeft(sentAt, at(1500), link)).toBe(2200);
      expect(searchTimeLeft(sentAt, at(3699), link)).toBe(1);
      expect(searchTimeLeft(sentAt, at(3700), link)).toBe(0);
    });

    it('a stored quote: a reload, the installed app, a return days later', () => {
      for (const openedAt of [at(60_000), at(86_400_000)]) {
        const stored = { openedAt, searchPaintedAt: openedAt + 745, plansShown: false };
        // The code came 2.5 s after the page opened: the search has half a second left.
        expect(searchTimeLeft(sentAt, openedAt + 3245, stored)).toBe(500);
        expect(searchTimeLeft(sentAt, openedAt + 3745, stored)).toBe(0);
      }
    });

    it('a quote stamped ahead of the clock', () => {
      const page = { openedAt: at(-900), searchPaintedAt: at(-500), plansShown: false };
      expect(searchBeganAt(sentAt, at(-100), page)).toBe(at(-500));
    });
  });

  describe('a send made on a page first opened another way: from that send', () => {
    // 'Modificar Cotización', an age changed, 'Ver Planes y Precios': the same page, sent later.
    const sendAfter = (page: { openedAt: number; searchPaintedAt: number | null }) => ({
      ...page,
      plansShown: false,
    });
    const resent = '2026-11-24T15:02:00.000Z';
    const after = (ms: number) => Date.parse(resent) + ms;

    it.each([
      ['a link to /quote', { openedAt: at(0), searchPaintedAt: at(700) }],
      ['a stored quote reopened on /quote', { openedAt: at(60_000), searchPaintedAt: at(60_745) }],
      ['a stale link sent to /', { openedAt: at(0), searchPaintedAt: at(650) }],
      ['a landing page that sent before', { openedAt: at(-20_000), searchPaintedAt: null }],
    ])('%s, then a send', (_way, page) => {
      expect(searchBeganAt(resent, after(400), sendAfter(page))).toBe(after(0));
      expect(searchTimeLeft(resent, after(400), sendAfter(page))).toBe(2600);
      expect(searchTimeLeft(resent, after(3000), sendAfter(page))).toBe(0);
    });

    it('tells which send each search belongs to', () => {
      expect(sendOfTheSearch(at(1), at(0))).toBe('this page');
      expect(sendOfTheSearch(at(-2999), at(0))).toBe('the page before');
      // A link's quote is stamped with the page's opening: it was found, not sent, here.
      expect(sendOfTheSearch(at(0), at(0))).toBe('none');
      expect(sendOfTheSearch(at(-3000), at(0))).toBe('none');
    });
  });

  describe('a search the app draws itself: from now', () => {
    it('a return to the plans this page already showed', () => {
      expect(searchTimeLeft(sentAt, at(60_000), { ...openedBySend, plansShown: true })).toBe(
        QUOTE_LOADING_MS,
      );
      expect(searchTimeLeft(sentAt, at(60_000), { ...sendingPage, plansShown: true })).toBe(
        QUOTE_LOADING_MS,
      );
    });

    it('a stored quote on a page that has not painted (a hidden tab), or stamped ahead', () => {
      const unpainted = { openedAt: at(60_000), searchPaintedAt: null, plansShown: false };
      expect(searchTimeLeft(sentAt, at(61_000), unpainted)).toBe(QUOTE_LOADING_MS);
      expect(searchTimeLeft(sentAt, at(-500), sendingPage)).toBe(QUOTE_LOADING_MS);
      expect(searchTimeLeft('not a time', at(0), sendingPage)).toBe(QUOTE_LOADING_MS);
    });
  });
});
