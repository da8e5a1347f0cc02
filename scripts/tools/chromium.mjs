// The Chromium that tests, screenshots and the bench drive, found in the contract's order:
// CHROME_PATH, Debian's /usr/bin/chromium, then a Playwright-managed build.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Flags for a root, sandboxed machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // No Playwright-managed browser is registered.
  }
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error(
      'No Chromium found. Install one with `apt-get install chromium` (Debian) or ' +
        '`npx playwright install chromium`, or point CHROME_PATH at a Chromium or Chrome binary.',
    );
  }
  return found;
}
