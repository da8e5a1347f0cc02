import { describe, expect, it } from '@jest/globals';
import { localToday } from '../../domain/dates';
import { TOASTS } from '../../lib/toastMessages';
import {
  INITIAL_QUOTE_VALUES,
  QUOTE_FIELD_ERRORS as E,
  quoteFieldErrors,
  quoteSendProblem,
  type QuoteFormValues,
} from './quoteFormValues';

const today = localToday();
const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localToday(date);
};
const valid: QuoteFormValues = {
  destination: 'Europa',
  modality: 'por_dias',
  departureDate: inDays(3),
  returnDate: inDays(10),
  travelers: 2,
  ages: ['34', '71'],
};

describe("the quote form's rules", () => {
  it.each<[string, QuoteFormValues]>([
    ['a per-day trip', valid],
    ['a same-day trip today', { ...valid, departureDate: today, returnDate: today }],
    [
      'a yearly plan, no dates',
      { ...valid, modality: 'anual_60', departureDate: '', returnDate: '' },
    ],
    ['ages typed with spaces', { ...valid, ages: [' 34', '71 '] }],
  ])('find nothing in %s', (_, values) => {
    expect(quoteFieldErrors(values, today)).toEqual({});
    expect(quoteSendProblem(values, today)).toBeNull();
  });

  it('give each broken field its inline message', () => {
    expect(quoteFieldErrors(INITIAL_QUOTE_VALUES, today)).toEqual({
      destination: E.destination,
      departureDate: E.departureMissing,
      returnDate: E.returnMissing,
      ages: [E.ageMissing],
    });
    expect(
      quoteFieldErrors({ ...valid, modality: '', ages: ['0', '34', 'x', ' '] }, today),
    ).toEqual({
      modality: E.modality,
      ages: [E.ageOutOfRange, undefined, E.ageOutOfRange, E.ageOutOfRange],
    });
    expect(quoteFieldErrors({ ...valid, departureDate: inDays(-1) }, today)).toEqual({
      departureDate: E.departurePast,
    });
    expect(quoteFieldErrors({ ...valid, returnDate: inDays(2) }, today)).toEqual({
      returnDate: E.returnBeforeDeparture,
    });
    expect(
      quoteFieldErrors({ ...valid, departureDate: '', returnDate: inDays(-2) }, today),
    ).toEqual({ departureDate: E.departureMissing, returnDate: E.returnPast });
  });

  it("give the spec's toast in its order, and the first field to fix", () => {
    expect(quoteSendProblem(INITIAL_QUOTE_VALUES, today)).toMatchObject({
      toast: TOASTS.missingDestinationOrModality,
      field: 'destination',
    });
    expect(quoteSendProblem({ ...valid, modality: '' }, today)).toMatchObject({
      toast: TOASTS.missingDestinationOrModality,
      field: 'modality',
    });
    expect(quoteSendProblem({ ...valid, returnDate: '', ages: ['0', ''] }, today)).toMatchObject({
      toast: TOASTS.missingDates,
      field: 'returnDate',
    });
    expect(quoteSendProblem({ ...valid, ages: ['34', '100'] }, today)).toMatchObject({
      toast: TOASTS.invalidAges,
      field: 'ages[1]',
    });
  });

  it('give no toast for a date that only its field refuses, and point to it first', () => {
    // A departure in the past before a missing age: the age's toast, the date's focus.
    expect(
      quoteSendProblem({ ...valid, departureDate: inDays(-1), ages: ['34', ''] }, today),
    ).toMatchObject({ toast: TOASTS.invalidAges, field: 'departureDate' });
    expect(quoteSendProblem({ ...valid, returnDate: inDays(1) }, today)).toMatchObject({
      toast: null,
      field: 'returnDate',
    });
  });
});
