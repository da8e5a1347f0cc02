import { jest } from '@jest/globals';
import type { ReactElement } from 'react';
import { PageCodeContext } from '../lib/pageCode';

/**
 * `ui` with stand-ins for the pages' code (what app/pages.ts fetches in the app): a test sees
 * which page's code was asked for, and when.
 */
export function withPageCodeSpies(ui: ReactElement) {
  const code = {
    quote: jest.fn(async () => undefined),
    checkout: jest.fn(async () => undefined),
  };
  return { code, ui: <PageCodeContext value={code}>{ui}</PageCodeContext> };
}
