import { describe, expect, it, jest } from '@jest/globals';
import { render } from '@testing-library/react';
import * as React from 'react';

/** The module as a page just opened has it: its first screen not yet drawn. */
async function freshFirstScreen() {
  jest.resetModules();
  // The same React as the renderer's: a second copy would have no hooks to give.
  jest.doMock('react', () => React);
  const firstScreen = await import('./firstScreen');
  let settled = false;
  void firstScreen.firstScreenSettled().then(() => (settled = true));
  /** Whether the wait has ended, once the promises that can settle have. */
  const isSettled = async () => {
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    return settled;
  };
  function Page({ drawn }: { drawn: boolean }) {
    firstScreen.useFirstScreenDrawn(drawn);
    return null;
  }
  return { Page, isSettled };
}

describe('the first screen of the page opened', () => {
  it('is awaited until the page says it is drawn', async () => {
    const { Page, isSettled } = await freshFirstScreen();
    const page = render(<Page drawn={false} />);
    expect(await isSettled()).toBe(false);
    page.rerender(<Page drawn={false} />);
    expect(await isSettled()).toBe(false);

    page.rerender(<Page drawn />);
    expect(await isSettled()).toBe(true);
  });

  it('is no longer awaited once the page is left before drawing it', async () => {
    const { Page, isSettled } = await freshFirstScreen();
    const page = render(<Page drawn={false} />);
    expect(await isSettled()).toBe(false);

    page.unmount();
    expect(await isSettled()).toBe(true);
  });
});
