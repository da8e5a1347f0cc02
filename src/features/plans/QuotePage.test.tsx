import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import type { Quote } from '../../domain/quote';
import { aQuote } from '../../testing/fixtures';
import { renderWithStore } from '../../testing/render';
import { quoteSubmitted } from '../quote/quoteSlice';
import QuotePage from './QuotePage';
import { LOADING_MESSAGE, QUOTE_LOADING_MS } from './quoteLoading';

function setup(quote: Quote | null) {
  return renderWithStore(<QuotePage />, {
    path: '/quote',
    fakeTimers: true,
    actions: quote ? [quoteSubmitted(quote)] : [],
  });
}

const finishSearch = () => act(() => jest.advanceTimersByTime(QUOTE_LOADING_MS));

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('<QuotePage />', () => {
  it('goes back to / silently without a quote', () => {
    const { getByTestId } = setup(null);
    expect(getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('searches for 3 seconds before showing the plans', () => {
    setup(aQuote());
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_MESSAGE);
    act(() => jest.advanceTimersByTime(QUOTE_LOADING_MS - 1));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText(LOADING_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('shows the count, the destination and the plans by coverage, AC 1M recommended', () => {
    setup(aQuote({ destination: 'Asia', ages: ['30', '45'] }));
    finishSearch();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '5 opciones para tu viaje a Asia',
    );
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'AC 1M',
      'AC 250',
      'AC 150',
      'AC 60',
      'AC 35',
    ]);
    const first = within(cards[0]!);
    expect(first.getByText('RECOMENDADO')).toBeInTheDocument();
    expect(first.getByText('ASSISTCARD')).toBeInTheDocument();
    expect(first.getByText('US$ 1,000,000')).toBeInTheDocument();
    expect(first.getByText('Repatriación sanitaria')).toBeInTheDocument();
    expect(first.getByText('US$ 210')).toBeInTheDocument(); // 15 x 7 days x 2 travellers
    expect(first.getByText('Total por 7 días, 2 viajeros')).toBeInTheDocument();
    expect(screen.getAllByText('RECOMENDADO')).toHaveLength(1);
  });

  it('describes what an annual price covers', () => {
    setup(aQuote({ modality: 'anual_30', departureDate: '', returnDate: '', ages: ['72'] }));
    finishSearch();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(within(cards[0]!).getByText('US$ 375')).toBeInTheDocument(); // 250 x 1.5
    expect(
      within(cards[0]!).getByText('Total Anual múltitrip 30 días, 1 viajero'),
    ).toBeInTheDocument();
  });

  it('explains the age criteria when no plan qualifies', () => {
    setup(aQuote({ ages: ['40', '120'] }));
    finishSearch();
    expect(
      screen.getByRole('heading', { name: 'No encontramos planes disponibles' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/De 75 a 99 años: solo AC 60 y AC 35/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Contratar/ })).not.toBeInTheDocument();
  });

  it("'Contratar' stores the chosen plan and opens /checkout", async () => {
    const { store, user, getByTestId } = setup(aQuote({ ages: ['76'] }));
    finishSearch();
    await user.click(screen.getByRole('button', { name: 'Contratar AC 35' }));
    expect(store.getState().selectedPlan.plan).toMatchObject({
      productName: 'AC 35',
      price: 70,
      coverage: 35_000,
    });
    expect(getByTestId('location')).toHaveTextContent('/checkout');
  });

  it("'Modificar Cotización' goes back to /", async () => {
    const { user, getByTestId } = setup(aQuote());
    finishSearch();
    await user.click(screen.getByRole('button', { name: 'Modificar Cotización' }));
    expect(getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
