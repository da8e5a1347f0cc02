import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { localToday } from '../../domain/dates';
import { openPage } from '../../lib/openPage';
import { TOASTS } from '../../lib/toastMessages';
import { LOADING_MESSAGE } from '../quotePage/quoteLoading';
import { dismissEarlyToast } from '../toast/earlyToast';
import { answerQuoteEarly, takeEarlyAnswer } from './earlyQuoteAnswer';
import {
  INITIAL_QUOTE_VALUES,
  isQuoteReady,
  QUOTE_FIELD_ERRORS,
  QUOTE_FORM_ID,
  quoteSubmitProblem,
  type QuoteFormValues,
} from './quoteFormValues';
import { validateQuoteForm } from './quoteSchema';

// jsdom cannot load a page: the early answer's way to /quote is watched instead.
jest.mock('../../lib/openPage', () => ({ openPage: jest.fn() }));

// The prerendered quote form's fields, as the page carries them (names and ids).
function prerenderedForm() {
  const page = document.createElement('main');
  page.innerHTML = `
    <form id="${QUOTE_FORM_ID}">
      <select id="quote-destination" name="destination"><option value=""></option><option>Europa</option></select>
      <select id="quote-modality" name="modality"><option value="por_dias">Por días</option><option value="anual_30">Anual</option></select>
      <input id="quote-departureDate" name="departureDate">
      <input id="quote-returnDate" name="returnDate">
      <select id="quote-travelers" name="travelers"><option>1</option><option>2</option></select>
      <input id="quote-ages-0-" name="ages[0]">
      <button type="submit" id="send">Ver Planes y Precios</button>
    </form>
    <form id="other"><button type="submit" id="other-send">Enviar</button></form>`;
  document.body.replaceChildren(page);
}
/** Resolves once what the page put off until after its next frame has run. */
const afterTheNextPaint = () =>
  new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
const status = () => screen.getByRole('status');
const toastText = () => screen.queryByRole('status')?.textContent ?? '';

beforeEach(() => {
  prerenderedForm();
  takeEarlyAnswer();
});
afterEach(() => dismissEarlyToast());

describe('the quote form answered before the app is live', () => {
  it("an empty form gets the spec's first toast at once, then focus on the destination", async () => {
    expect(answerQuoteEarly(byId('send'))).toBe(true);
    expect(status()).toHaveTextContent(TOASTS.missingDestinationOrModality.description);
    // The toast's frame first: the focus moves after it.
    expect(byId('quote-destination')).not.toHaveFocus();
    await waitFor(() => expect(byId('quote-destination')).toHaveFocus());
    expect(takeEarlyAnswer()).toBe(true);
  });

  it('Enter in a field (the form sent) is answered the same way', async () => {
    byId('quote-destination').value = 'Europa';
    expect(answerQuoteEarly(byId(QUOTE_FORM_ID))).toBe(true);
    expect(status()).toHaveTextContent(TOASTS.missingDates.description);
    await waitFor(() => expect(byId('quote-departureDate')).toHaveFocus());
  });

  it("age 0 gets 'Edades inválidas' and focus on that age", async () => {
    byId('quote-destination').value = 'Europa';
    byId('quote-modality').value = 'anual_30';
    byId('quote-ages-0-').value = '0';
    expect(answerQuoteEarly(byId('send'))).toBe(true);
    expect(status()).toHaveTextContent(TOASTS.invalidAges.title);
    await waitFor(() => expect(byId('quote-ages-0-')).toHaveFocus());
  });

  it('leaves to the form a date that only its field refuses (a departure in the past)', () => {
    byId('quote-destination').value = 'Europa';
    byId('quote-departureDate').value = '2020-01-01';
    byId('quote-returnDate').value = '2020-01-08';
    byId('quote-ages-0-').value = '45';
    expect(answerQuoteEarly(byId('send'))).toBe(false);
    expect(toastText()).toBe('');
    expect(localStorage.getItem('latestQuote')).toBeNull();
    expect(openPage).not.toHaveBeenCalled();
    expect(takeEarlyAnswer()).toBe(false);
  });

  it('leaves every other control to the app', () => {
    expect(answerQuoteEarly(byId('other-send'))).toBe(false);
    expect(answerQuoteEarly(byId('quote-destination'))).toBe(false);
    expect(toastText()).toBe('');
  });
});

describe('a valid quote sent before the app is live', () => {
  /** The early answer as a newly opened page has it: nothing sent yet. */
  async function onANewPage() {
    let page!: {
      answer: typeof answerQuoteEarly;
      sentEarly: () => boolean;
      opened: jest.MockedFunction<(path: string) => void>;
    };
    await jest.isolateModulesAsync(async () => {
      const early = await import('./earlyQuoteAnswer');
      const { openPage: opened } = await import('../../lib/openPage');
      page = {
        answer: early.answerQuoteEarly,
        sentEarly: early.quoteSentEarly,
        opened: jest.mocked(opened),
      };
    });
    return page;
  }
  const fillValidQuote = () => {
    byId('quote-destination').value = 'Europa';
    byId('quote-modality').value = 'anual_30';
    byId('quote-ages-0-').value = ' 45';
  };
  afterEach(async () => {
    // A send's way to /quote, asked for after its frame, is left behind in no other test.
    await afterTheNextPaint();
    localStorage.clear();
    jest.restoreAllMocks();
    jest.clearAllMocks();
  });

  it('is stored as the contract says, the button shows it at work, and /quote opens', async () => {
    const page = await onANewPage();
    fillValidQuote();
    const before = Date.now();
    expect(page.answer(byId('send'))).toBe(true);
    const stored = JSON.parse(localStorage.getItem('latestQuote')!);
    expect(stored).toEqual({
      destination: 'Europa',
      modality: 'anual_30',
      departureDate: '',
      returnDate: '',
      travelers: 1,
      ages: ['45'],
      timestamp: expect.any(String),
    });
    expect(Date.parse(stored.timestamp)).toBeGreaterThanOrEqual(before);
    expect(byId('send')).toHaveAttribute('aria-busy', 'true');
    expect(byId('send')).toHaveAttribute('data-pending');
    expect(status()).toHaveTextContent(LOADING_MESSAGE);
    expect(page.sentEarly()).toBe(true);
    // The answer's frame first: /quote is asked for once it is drawn.
    expect(page.opened).not.toHaveBeenCalled();
    await afterTheNextPaint();
    expect(page.opened).toHaveBeenCalledWith('/quote');
  });

  it('is the stored quote still as the page leaves, whatever the live app wrote meanwhile', async () => {
    const page = await onANewPage();
    fillValidQuote();
    page.answer(byId('send'));
    const sent = localStorage.getItem('latestQuote');
    // The app's store held no quote and had its write queued: it takes the key away.
    localStorage.removeItem('latestQuote');
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    expect(localStorage.getItem('latestQuote')).toBe(sent);
  });

  it('is stored once, whatever the taps while /quote opens', async () => {
    const page = await onANewPage();
    fillValidQuote();
    const store = jest.spyOn(Storage.prototype, 'setItem');
    page.answer(byId('send'));
    byId('quote-ages-0-').value = '46';
    expect(page.answer(byId('send'))).toBe(true);
    expect(page.answer(byId(QUOTE_FORM_ID))).toBe(true);
    await afterTheNextPaint();
    expect(page.answer(byId('send'))).toBe(true);
    await afterTheNextPaint();
    expect(store).toHaveBeenCalledTimes(1);
    expect(page.opened).toHaveBeenCalledTimes(1);
  });

  it('is kept for the live form when storage refuses it (the form keeps it in memory)', async () => {
    const page = await onANewPage();
    fillValidQuote();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(page.answer(byId('send'))).toBe(false);
    expect(page.opened).not.toHaveBeenCalled();
    expect(page.sentEarly()).toBe(false);
  });

  it("is the visitor's again when the browser brings the page back from /quote", async () => {
    const page = await onANewPage();
    fillValidQuote();
    page.answer(byId('send'));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(page.sentEarly()).toBe(false);
    expect(byId('send')).not.toHaveAttribute('aria-busy');
    expect(byId('send')).not.toHaveAttribute('data-pending');
  });
});

describe('isQuoteReady: what the schema finds nothing in, without Yup', () => {
  const today = localToday();
  const inDays = (days: number) => {
    const date = new Date();
    date.setDate(date.getDate() + days);
    return localToday(date);
  };
  const ready: QuoteFormValues = {
    destination: 'Europa',
    modality: 'por_dias',
    departureDate: inDays(3),
    returnDate: inDays(10),
    travelers: 2,
    ages: ['34', '71'],
  };
  const cases: [string, QuoteFormValues][] = [
    ['a valid per-day trip', ready],
    ['a same-day trip today', { ...ready, departureDate: today, returnDate: today }],
    [
      'a yearly plan, no dates',
      { ...ready, modality: 'anual_60', departureDate: '', returnDate: '' },
    ],
    ['an empty form', INITIAL_QUOTE_VALUES],
    ['no destination', { ...ready, destination: '' }],
    ['a departure yesterday', { ...ready, departureDate: inDays(-1) }],
    ['a return before the departure', { ...ready, returnDate: inDays(2) }],
    ['both dates past', { ...ready, departureDate: inDays(-9), returnDate: inDays(-2) }],
    ['no return', { ...ready, returnDate: '' }],
    ['an age of 100', { ...ready, ages: ['34', '100'] }],
    ['an age missing', { ...ready, ages: ['34', ''] }],
  ];

  it.each(cases)('agrees with the schema on %s', async (_, values) => {
    const errors = await validateQuoteForm(values, today);
    expect(isQuoteReady(values, today)).toBe(Object.keys(errors).length === 0);
  });

  it('passes exactly the first three', () => {
    expect(cases.filter(([, values]) => isQuoteReady(values, today)).length).toBe(3);
    expect(isQuoteReady({ ...ready, returnDate: inDays(2) }, today)).toBe(false);
    expect(QUOTE_FIELD_ERRORS.returnBeforeDeparture).toMatch(/regreso/);
  });
});

describe('quoteSubmitProblem', () => {
  const valid: QuoteFormValues = {
    destination: 'Europa',
    modality: 'por_dias',
    departureDate: '2026-12-01',
    returnDate: '2026-12-08',
    travelers: 2,
    ages: ['34', '71'],
  };

  it('checks the spec rules in order, naming the field to fix first', () => {
    expect(quoteSubmitProblem(INITIAL_QUOTE_VALUES)).toEqual({
      toast: TOASTS.missingDestinationOrModality,
      field: 'destination',
    });
    expect(quoteSubmitProblem({ ...valid, modality: '' })).toMatchObject({ field: 'modality' });
    expect(quoteSubmitProblem({ ...valid, returnDate: '', ages: ['0', ''] })).toEqual({
      toast: TOASTS.missingDates,
      field: 'returnDate',
    });
    expect(quoteSubmitProblem({ ...valid, ages: ['34', '100'] })).toEqual({
      toast: TOASTS.invalidAges,
      field: 'ages[1]',
    });
    expect(quoteSubmitProblem({ ...valid, ages: ['34', ' '] })).toMatchObject({ field: 'ages[1]' });
  });

  it('asks no dates of a yearly plan, and passes a valid form', () => {
    expect(quoteSubmitProblem(valid)).toBeNull();
    expect(
      quoteSubmitProblem({ ...valid, modality: 'anual_30', departureDate: '', returnDate: '' }),
    ).toBeNull();
  });
});
