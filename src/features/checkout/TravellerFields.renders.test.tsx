import { expect, jest, test } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { pricedPlans } from '../../domain/pricing';
import { fieldRenders, fieldsDrawnAgain } from '../../testing/countedFormField';
import { aQuote } from '../../testing/fixtures';
import { renderWithStore } from '../../testing/render';
import { planChosen } from '../quotePage/selectedPlanSlice';
import { quoteSubmitted } from '../quote/quoteSlice';
import CheckoutPage from './CheckoutPage';

jest.mock('../../components/FormField', () => jest.requireActual('../../testing/countedFormField'));
// The summary counts its renders.
jest.mock('./OrderSummary', () => {
  const renders = { count: 0 };
  return {
    __esModule: true,
    renders,
    default: () => {
      renders.count += 1;
      return null;
    },
  };
});

test("a key pressed in a traveller's field draws that field again, not the rest of the form", async () => {
  const quote = aQuote({ ages: ['30', '31'] });
  renderWithStore(<CheckoutPage />, {
    path: '/checkout',
    actions: [quoteSubmitted(quote), planChosen(pricedPlans(quote)[0]!)],
  });
  const first = within(await screen.findByRole('group', { name: 'Datos del Viajero 1' }));
  const before = { ...fieldRenders };
  expect(Object.keys(before).length).toBeGreaterThanOrEqual(16);
  await act(async () => {
    fireEvent.change(first.getByLabelText(/^Nombres/), { target: { value: 'A' } });
  });
  const typed = 'travelers[0].firstName';
  expect(fieldRenders[typed]).toBeGreaterThan(before[typed]!);
  expect(fieldsDrawnAgain(before, typed)).toEqual([]);
});

test('a key pressed in a field leaves the summary and the buttons beside the cards as they are', async () => {
  const quote = aQuote({ ages: ['30', '31'] });
  renderWithStore(<CheckoutPage />, {
    path: '/checkout',
    actions: [quoteSubmitted(quote), planChosen(pricedPlans(quote)[0]!)],
  });
  const first = within(await screen.findByRole('group', { name: 'Datos del Viajero 1' }));
  const summary = jest.requireMock<{ renders: { count: number } }>('./OrderSummary').renders;
  const before = summary.count;
  expect(before).toBeGreaterThan(0);
  await act(async () => {
    fireEvent.change(first.getByLabelText(/^Nombres/), { target: { value: 'A' } });
    fireEvent.blur(first.getByLabelText(/^Nombres/));
  });
  expect(summary.count).toBe(before);
  expect(screen.getByRole('button', { name: 'Pagar de forma segura' })).toBeEnabled();
});
