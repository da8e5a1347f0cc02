import { describe, expect, it } from '@jest/globals';
import { act } from '@testing-library/react';
import { Profiler } from 'react';
import { aQuote } from '../../testing/fixtures';
import { renderWithStore } from '../../testing/render';
import { quoteSubmitted } from '../quote/quoteSlice';
import Hero from './Hero';

describe('<Hero />', () => {
  it('is not drawn again when another quote is stored: only whether there is one wakes the form', () => {
    const renders: string[] = [];
    const { store } = renderWithStore(
      <Profiler id="hero" onRender={(_id, phase) => renders.push(phase)}>
        <Hero />
      </Profiler>,
      { actions: [quoteSubmitted(aQuote({ destination: 'Asia' }))] },
    );
    renders.length = 0;
    act(() => {
      store.dispatch(quoteSubmitted(aQuote({ destination: 'Europa' })));
    });
    expect(renders).toEqual([]);
  });
});
