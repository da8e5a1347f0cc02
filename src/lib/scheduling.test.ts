import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { whenIdle } from './scheduling';

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (globalThis as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  });

  it("runs the work in the browser's idle callback, and cancels it", () => {
    const idle: (() => void)[] = [];
    Object.assign(globalThis, {
      requestIdleCallback: (work: () => void) => idle.push(work),
      cancelIdleCallback: (id: number) => idle.splice(id - 1, 1),
    });
    const work = jest.fn();
    const cancel = whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    idle[0]!();
    expect(work).toHaveBeenCalledTimes(1);
    cancel();
    expect(idle).toHaveLength(0);
  });

  it('runs the work a moment later where the browser has no idle callback', () => {
    jest.useFakeTimers();
    const work = jest.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(200);
    expect(work).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    whenIdle(cancelled)();
    jest.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
