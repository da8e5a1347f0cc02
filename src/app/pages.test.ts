import { describe, expect, it } from '@jest/globals';
import { lazyPageAt } from './pages';

describe('lazyPageAt', () => {
  it('names the pages whose code loads when visited, at their paths, with or without a slash', () => {
    expect(lazyPageAt('/quote')).toBe('quote');
    expect(lazyPageAt('/quote/')).toBe('quote');
    expect(lazyPageAt('/checkout')).toBe('checkout');
  });

  it('names none for the landing page, which ships with the app, or an unknown address', () => {
    expect(lazyPageAt('/')).toBeUndefined();
    expect(lazyPageAt('/quotes')).toBeUndefined();
    expect(lazyPageAt('/no-existe')).toBeUndefined();
    expect(lazyPageAt('/toString')).toBeUndefined();
  });
});
