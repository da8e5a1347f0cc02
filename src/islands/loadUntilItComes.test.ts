import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { loadUntilItComes, RETRY_PAUSES_MS } from './island';

/** A load that fails `failures` times, then brings the code; counts its tries. */
function flakyLoad(failures: number) {
  const load = jest.fn(async () => {
    if (load.mock.calls.length <= failures) throw new Error('ChunkLoadError');
    return 'code';
  });
  return load;
}

/** Lets the promises settle that wait on nothing but each other. */
const settle = async () => {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
};

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('loadUntilItComes', () => {
  it('online, asks again after a pause that grows with each failure, and stays at the longest', async () => {
    const load = flakyLoad(RETRY_PAUSES_MS.length + 1);
    const loaded = loadUntilItComes(load);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    const pauses = [...RETRY_PAUSES_MS, RETRY_PAUSES_MS.at(-1)!];
    for (const [index, pause] of pauses.entries()) {
      jest.advanceTimersByTime(pause - 1);
      await settle();
      expect(load).toHaveBeenCalledTimes(index + 1);
      jest.advanceTimersByTime(1);
      await settle();
      expect(load).toHaveBeenCalledTimes(index + 2);
    }
    await expect(loaded).resolves.toBe('code');
  });

  it('offline, asks again once the browser is back online, however long that takes', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = flakyLoad(1);
    const loaded = loadUntilItComes(load);
    await settle();
    jest.advanceTimersByTime(60_000);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
