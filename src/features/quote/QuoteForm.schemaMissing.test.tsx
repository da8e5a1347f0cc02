import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { TOASTS } from '../../lib/toastMessages';
import { renderWithStore } from '../../testing/render';
import Toaster from '../toast/Toaster';
import QuoteForm from './QuoteForm';

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
});
