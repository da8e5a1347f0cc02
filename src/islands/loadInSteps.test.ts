import { describe, expect, it } from '@jest/globals';
import { loadInSteps } from './island';

describe('loadInSteps', () => {
  it('evaluates no step in the task that asked, nor in its microtasks, then each in order', async () => {
    const order: string[] = [];
    const done = loadInSteps(
      [async () => order.push('first'), async () => order.push('second')],
      async () => order.push('last'),
    );
    // The task that evaluated the chunk the steps came in is still running: nothing yet.
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual([]);

    await done;
    expect(order).toEqual(['first', 'second', 'last']);
  });
});
