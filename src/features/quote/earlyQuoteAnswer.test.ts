import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { TOASTS } from '../../lib/toastMessages';
import { dismissEarlyToast } from '../toast/earlyToast';
import { answerQuoteEarly, takeEarlyAnswer } from './earlyQuoteAnswer';
import {
  INITIAL_QUOTE_VALUES,
  QUOTE_FORM_ID,
  quoteSubmitProblem,
  type QuoteFormValues,
} from './quoteFormValues';

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
const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
const status = () => screen.getByRole('status');
const toastText = () => screen.queryByRole('status')?.textContent ?? '';

beforeEach(() => {
  prerenderedForm();
  takeEarlyAnswer();
});
afterEach(() => dismissEarlyToast());

describe('the quote form answered before the app is live', () => {
  it("an empty form gets the spec's first toast at once and focus on the destination", () => {
    expect(answerQuoteEarly(byId('send'))).toBe(true);
    expect(status()).toHaveTextContent(TOASTS.missingDestinationOrModality.description);
    expect(byId('quote-destination')).toHaveFocus();
    expect(takeEarlyAnswer()).toBe(true);
  });

  it('Enter in a field (the form sent) is answered the same way', () => {
    byId('quote-destination').value = 'Europa';
    expect(answerQuoteEarly(byId(QUOTE_FORM_ID))).toBe(true);
    expect(status()).toHaveTextContent(TOASTS.missingDates.description);
    expect(byId('quote-departureDate')).toHaveFocus();
  });

  it("age 0 gets 'Edades inválidas' and focus on that age", () => {
    byId('quote-destination').value = 'Europa';
    byId('quote-modality').value = 'anual_30';
    byId('quote-ages-0-').value = '0';
    expect(answerQuoteEarly(byId('send'))).toBe(true);
    expect(status()).toHaveTextContent(TOASTS.invalidAges.title);
    expect(byId('quote-ages-0-')).toHaveFocus();
  });

  it('leaves a form the spec lets through to the app, which stores it and opens /quote', () => {
    byId('quote-destination').value = 'Europa';
    byId('quote-modality').value = 'anual_30';
    byId('quote-ages-0-').value = '45';
    expect(answerQuoteEarly(byId('send'))).toBe(false);
    expect(toastText()).toBe('');
    expect(takeEarlyAnswer()).toBe(false);
  });

  it('leaves every other control to the app', () => {
    expect(answerQuoteEarly(byId('other-send'))).toBe(false);
    expect(answerQuoteEarly(byId('quote-destination'))).toBe(false);
    expect(toastText()).toBe('');
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
