import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { aQuote } from '../../testing/fixtures';
import { renderWithStore } from '../../testing/render';
import QuoteForm from './QuoteForm';
import { quoteSubmitted, selectLatestQuote } from './quoteSlice';

// The send's own work, without the page change that follows it.
const mockNavigate = jest.fn();
jest.mock('react-router-dom', () => ({
  ...jest.requireActual<typeof import('react-router-dom')>('react-router-dom'),
  useNavigate: () => mockNavigate,
}));

describe('<QuoteForm /> on its own send', () => {
  it('stores the quote and draws nothing: the quote it stores is the one it holds', async () => {
    // A returning visitor sends the stored quote as it is.
    const renders: string[] = [];
    const { store } = renderWithStore(
      <Profiler id="quote-form" onRender={(_id, phase) => renders.push(phase)}>
        <QuoteForm />
      </Profiler>,
      { actions: [quoteSubmitted(aQuote({ destination: 'Asia', timestamp: '2026-01-02' }))] },
    );
    await waitFor(() =>
      expect((screen.getByLabelText(/^Destino/) as HTMLSelectElement).value).toBe('Asia'),
    );
    renders.length = 0;
    // The send alone: a click would also draw the button's press and focus.
    act(() => {
      fireEvent.submit(screen.getByRole('form', { name: 'Cotiza tu seguro de viaje' }));
    });
    expect(mockNavigate).toHaveBeenCalledWith('/quote');
    expect(selectLatestQuote(store.getState())).toMatchObject({ destination: 'Asia' });
    expect(selectLatestQuote(store.getState())!.timestamp).not.toBe('2026-01-02');
    expect(renders).toEqual([]);
  });
});
