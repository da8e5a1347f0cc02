import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { openPage } from '../../lib/openPage';
import { TOASTS } from '../../lib/toastMessages';
import { daysFromToday } from '../../testing/fixtures';
import { LOADING_MESSAGE } from '../quotePage/quoteLoading';
import { dismissEarlyToast } from '../toast/earlyToast';
import { QUOTE_FORM_ID } from './quoteFormValues';
import {
  answerQuoteSend,
  MEANS_BEFORE_THE_APP,
  QUOTE_FORM_SENT,
  type QuoteSendMeans,
} from './sendQuote';

// jsdom cannot load a page: the way to /quote is watched instead.
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
const form = () => byId(QUOTE_FORM_ID);
const toastText = () => screen.queryByRole('status')?.textContent ?? '';
const answer = (control: Element) => answerQuoteSend(control, MEANS_BEFORE_THE_APP);
const fillValidQuote = () => {
  byId('quote-destination').value = 'Europa';
  byId('quote-modality').value = 'anual_30';
  byId('quote-ages-0-').value = ' 45';
};

beforeEach(prerenderedForm);
afterEach(async () => {
  // A send's way to /quote, asked for after its frame, is left behind in no other test.
  await afterTheNextPaint();
  dismissEarlyToast();
  localStorage.clear();
  jest.restoreAllMocks();
  jest.clearAllMocks();
});

describe('a send of the quote form refused before the app is live', () => {
  it("gets the spec's first toast at once, then the focus on the field to fix", async () => {
    expect(answer(byId('send'))).toBe(true);
    expect(toastText()).toContain(TOASTS.missingDestinationOrModality.description);
    // The toast's frame first: the focus moves after it.
    expect(byId('quote-destination')).not.toHaveFocus();
    await waitFor(() => expect(byId('quote-destination')).toHaveFocus());
    // The live form shows the inline errors when it comes.
    expect(form()).toHaveAttribute(QUOTE_FORM_SENT);
  });

  it('is the same with Enter in a field (the form sent)', async () => {
    byId('quote-destination').value = 'Europa';
    expect(answer(form())).toBe(true);
    expect(toastText()).toContain(TOASTS.missingDates.description);
    await waitFor(() => expect(byId('quote-departureDate')).toHaveFocus());
  });

  it("gives age 0 'Edades inválidas' and the focus on that age", async () => {
    byId('quote-destination').value = 'Europa';
    byId('quote-modality').value = 'anual_30';
    byId('quote-ages-0-').value = '0';
    expect(answer(byId('send'))).toBe(true);
    expect(toastText()).toContain(TOASTS.invalidAges.title);
    await waitFor(() => expect(byId('quote-ages-0-')).toHaveFocus());
  });

  it('gives a departure in the past no toast, the focus, and nothing stored', async () => {
    byId('quote-destination').value = 'Europa';
    byId('quote-departureDate').value = '2020-01-01';
    byId('quote-returnDate').value = '2020-01-08';
    byId('quote-ages-0-').value = '45';
    expect(answer(byId('send'))).toBe(true);
    expect(toastText()).toBe('');
    await waitFor(() => expect(byId('quote-departureDate')).toHaveFocus());
    expect(localStorage.getItem('latestQuote')).toBeNull();
    expect(openPage).not.toHaveBeenCalled();
  });

  it('leaves every other control alone', () => {
    expect(answer(byId('other-send'))).toBe(false);
    expect(answer(byId('quote-destination'))).toBe(false);
    expect(toastText()).toBe('');
  });
});

describe('a valid quote sent before the app is live', () => {
  it('is stored as the contract says, the button shows it at work, and /quote opens', async () => {
    fillValidQuote();
    const before = Date.now();
    expect(answer(byId('send'))).toBe(true);
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
    expect(toastText()).toContain(LOADING_MESSAGE);
    // The answer's frame first: /quote is asked for once it is drawn.
    expect(openPage).not.toHaveBeenCalled();
    await afterTheNextPaint();
    expect(openPage).toHaveBeenCalledWith('/quote');
  });

  it('is stored once, whatever the taps while /quote opens', async () => {
    fillValidQuote();
    const store = jest.spyOn(Storage.prototype, 'setItem');
    answer(byId('send'));
    byId('quote-ages-0-').value = '46';
    expect(answer(byId('send'))).toBe(true);
    expect(answer(form())).toBe(true);
    await afterTheNextPaint();
    expect(answer(byId('send'))).toBe(true);
    await afterTheNextPaint();
    expect(store).toHaveBeenCalledTimes(1);
    expect(openPage).toHaveBeenCalledTimes(1);
  });

  it('is left for the live form when storage refuses it (the form keeps it in memory)', () => {
    fillValidQuote();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(answer(byId('send'))).toBe(false);
    expect(byId('send')).not.toHaveAttribute('aria-busy');
  });

  it("is the visitor's again when the browser brings the page back from /quote", () => {
    fillValidQuote();
    answer(byId('send'));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(byId('send')).not.toHaveAttribute('aria-busy');
    expect(byId('send')).not.toHaveAttribute('data-pending');
  });
});

describe('a send answered by the live app before the form is', () => {
  it("goes through the app's means: its toast, its store, its router, and no page load", () => {
    const means = {
      showToast: jest.fn<QuoteSendMeans['showToast']>(),
      keep: jest.fn<QuoteSendMeans['keep']>(() => true),
      goToQuotePage: jest.fn<QuoteSendMeans['goToQuotePage']>(),
    };
    expect(answerQuoteSend(byId('send'), means)).toBe(true);
    expect(means.showToast).toHaveBeenCalledWith(TOASTS.missingDestinationOrModality);
    byId('quote-destination').value = 'Europa';
    byId('quote-departureDate').value = daysFromToday(2);
    byId('quote-returnDate').value = daysFromToday(9);
    byId('quote-ages-0-').value = '45';
    expect(answerQuoteSend(byId('send'), means)).toBe(true);
    expect(means.keep).toHaveBeenCalledWith(expect.objectContaining({ destination: 'Europa' }));
    expect(means.goToQuotePage).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('latestQuote')).toBeNull();
    expect(openPage).not.toHaveBeenCalled();
  });
});
