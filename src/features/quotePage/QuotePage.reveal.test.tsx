import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { aQuote } from '../../testing/fixtures';
import { firstScreenSaid, readOnScreen } from '../../testing/firstScreen';
import { renderWithStore } from '../../testing/render';
import { quoteSubmitted } from '../quote/quoteSlice';
import type PlanCardType from './PlanCard';
import QuotePage from './QuotePage';
import { QUOTE_LOADING_MS } from './searchTime';

// Every draw of a plan card, by plan.
const mockDrawn = jest.fn<(productName: string) => void>();
jest.mock('./PlanCard', () => {
  const { default: PlanCard } = jest.requireActual<{ default: typeof PlanCardType }>('./PlanCard');
  return {
    __esModule: true,
    default: (props: ComponentProps<typeof PlanCardType>) => {
      mockDrawn(props.plan.productName);
      return <PlanCard {...props} />;
    },
  };
});

jest.mock('../../lib/firstScreen', () => jest.requireActual('../../testing/firstScreen'));

/** The parts of the revealed page still to come, as their `data-coming` names them. */
const coming = () =>
  [...document.querySelectorAll('[data-coming]')]
    .map((part) => part.getAttribute('data-coming'))
    .join(', ');

// The parts still to come, as the page says its first screen is drawn.
readOnScreen(coming);

beforeEach(() => {
  jest.useFakeTimers();
  firstScreenSaid.mockClear();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('<QuotePage /> at the end of the search', () => {
  it('reveals the plans it drew out of sight without drawing them again', async () => {
    renderWithStore(<QuotePage />, {
      path: '/quote',
      fakeTimers: true,
      actions: [quoteSubmitted(aQuote())],
    });
    // React draws the hidden plans when it has nothing else to do.
    await act(async () => jest.advanceTimersByTime(100));
    expect(screen.getAllByRole('article', { hidden: true })).toHaveLength(5);
    const drawnOutOfSight = mockDrawn.mock.calls.length;
    expect(drawnOutOfSight).toBeGreaterThanOrEqual(5);

    await act(async () => jest.advanceTimersByTime(QUOTE_LOADING_MS));
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(mockDrawn).toHaveBeenCalledTimes(drawnOutOfSight);
  });

  it('draws the revealed page a part a frame, the heading first, until nothing is still to come', async () => {
    renderWithStore(<QuotePage />, {
      path: '/quote',
      fakeTimers: true,
      actions: [quoteSubmitted(aQuote())],
    });
    // What is still to come at each frame from the reveal on, as long as it changes.
    const seen: string[] = [];
    const searchFrames = (2 * QUOTE_LOADING_MS) / 16;
    for (let frame = 0; frame < searchFrames && seen.at(-1) !== ''; frame += 1) {
      await act(async () => jest.advanceTimersToNextFrame());
      await act(async () => jest.advanceTimersByTime(1));
      const revealed = screen.queryAllByRole('article').length > 0;
      if (revealed && coming() !== seen.at(-1)) seen.push(coming());
    }
    expect(seen).toEqual(['tools, first card', 'first card', 'other cards', '']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('says its first screen is drawn once the last part of the reveal is, never during the search', async () => {
    renderWithStore(<QuotePage />, {
      path: '/quote',
      fakeTimers: true,
      actions: [quoteSubmitted(aQuote())],
    });
    await act(async () => jest.advanceTimersByTime(QUOTE_LOADING_MS - 100));
    expect(firstScreenSaid).not.toHaveBeenCalledWith(true, expect.anything());

    for (let frame = 0; frame < 20 && screen.queryAllByRole('article').length === 0; frame += 1)
      await act(async () => jest.advanceTimersToNextFrame());
    for (let frame = 0; frame < 10; frame += 1)
      await act(async () => jest.advanceTimersToNextFrame());
    // Said once every part is drawn, by the reveal's last step: nothing was still to come.
    const saidDrawn = firstScreenSaid.mock.calls.filter(([drawn]) => drawn);
    expect(saidDrawn.length).toBeGreaterThan(0);
    expect(saidDrawn.map(([, coming]) => coming)).toEqual(saidDrawn.map(() => ''));
  });
});
