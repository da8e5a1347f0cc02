import { describe, expect, it, jest } from '@jest/globals';

type BelowTheFold = typeof import('./belowTheFold');
/** A fresh copy of the module: the request is made once per page. */
const fresh = () => {
  let module!: BelowTheFold;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module per test
    module = require('./belowTheFold');
  });
  return module;
};

describe('the sections under the hero, on demand', () => {
  it.each([
    ['a scroll', () => window.dispatchEvent(new Event('scroll'))],
    ['Tab', () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))],
  ])('are asked for by the first move towards them: %s', (_move, move) => {
    const sections = fresh();
    const listener = jest.fn();
    sections.subscribeToBelowTheFold(listener);
    const stop = sections.requestBelowTheFoldOnFirstMove();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(sections.belowTheFoldRequested()).toBe(false);

    move();
    expect(sections.belowTheFoldRequested()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('tells a waiting navigation when they are on the page, or gives up after the wait', async () => {
    jest.useFakeTimers();
    const sections = fresh();
    const shown = jest.fn();
    void sections.belowTheFoldRendered(5000).then(shown);
    await jest.advanceTimersByTimeAsync(4999);
    expect(shown).not.toHaveBeenCalled();
    sections.belowTheFoldShown();
    await jest.advanceTimersByTimeAsync(0);
    expect(shown).toHaveBeenCalled();

    const late = fresh();
    const gaveUp = jest.fn();
    void late.belowTheFoldRendered(5000).then(gaveUp);
    await jest.advanceTimersByTimeAsync(5000);
    expect(gaveUp).toHaveBeenCalled();
    jest.useRealTimers();
  });
});
