import { describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { renderWithStore } from '../../testing/render';
import QuoteForm from './QuoteForm';
import { QUOTE_FIELD_ERRORS } from './quoteFormValues';

const mockChecks = jest.fn();
jest.mock('./quoteSchema', () => {
  const actual = jest.requireActual<typeof import('./quoteSchema')>('./quoteSchema');
  return {
    ...actual,
    validateQuoteForm: (...args: Parameters<typeof actual.validateQuoteForm>) => {
      mockChecks();
      return actual.validateQuoteForm(...args);
    },
  };
});

describe("<QuoteForm /> when a field's focus goes", () => {
  it('leaves the check to the send when the focus goes to it, and checks the form otherwise', async () => {
    renderWithStore(<QuoteForm />);
    const age = screen.getByLabelText(/^Edad del viajero 1/);
    const destination = screen.getByLabelText(/^Destino/);
    const send = screen.getByRole('button', { name: 'Ver Planes y Precios' });
    // A press on the send takes the focus from the age it was in.
    act(() => age.focus());
    act(() => send.focus());
    // Any other blur checks the whole form and shows the field's error.
    act(() => destination.focus());
    act(() => destination.blur());
    expect(await screen.findByText(QUOTE_FIELD_ERRORS.destination)).toBeVisible();
    expect(mockChecks).toHaveBeenCalledTimes(1);
  });
});
