import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { TOASTS } from '../../lib/toastMessages';
import { aQuote } from '../../testing/fixtures';
import { renderWithStore } from '../../testing/render';
import Toaster from '../toast/Toaster';
import QuoteForm from './QuoteForm';
import { quoteSubmitted } from './quoteSlice';

// The schema's chunk could not be fetched (a lost connection before the worker holds it).
jest.mock('./quoteSchema', () => {
  throw new Error('Loading chunk quote-schema failed');
});

describe('<QuoteForm /> without its schema', () => {
  it("still gives the spec's toast for a refused send at once", async () => {
    const { user } = renderWithStore(
      <>
        <QuoteForm />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Ver Planes y Precios' }));
    const toasts = screen.getByRole('region', { name: 'Notificaciones' });
    expect(toasts).toHaveTextContent(TOASTS.missingDestinationOrModality.title);
    expect(toasts).toHaveTextContent(TOASTS.missingDestinationOrModality.description!);
  });

  it('sends a valid quote and opens /quote without it: a valid send never waits for Yup', async () => {
    // A returning visitor: the stored quote fills the form, and the send is the first check.
    const stored = aQuote({ destination: 'Asia', timestamp: '2026-01-02T10:00:00.000Z' });
    const { user, getByTestId, store } = renderWithStore(<QuoteForm />, {
      actions: [quoteSubmitted(stored)],
    });
    await user.click(screen.getByRole('button', { name: 'Ver Planes y Precios' }));
    expect(getByTestId('location')).toHaveTextContent(/^\/quote$/);
    const sent = store.getState().quote.latest!;
    expect(sent).toMatchObject({ destination: 'Asia', ages: stored.ages });
    expect(sent.timestamp).not.toBe(stored.timestamp);
  });
});
