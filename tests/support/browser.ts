import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The Chromium the end-to-end tests drive, in the contract's order: CHROME_PATH, Debian's
 * /usr/bin/chromium, then a Playwright-managed build.
 */
export function findChromium(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // No Playwright-managed browser is registered.
  }
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error(
      'No Chromium found for the end-to-end tests. Install one with ' +
        '`apt-get install chromium` (Debian) or `npx playwright install chromium`, ' +
        'or point CHROME_PATH at a Chromium or Chrome binary.',
    );
  }
  return found;
}

/** Flags for a root, sandboxed CI machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
