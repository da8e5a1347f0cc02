// @ts-check
// The Chromium that tests, screenshots and the bench drive, the fastest that serves first:
// CHROME_PATH, Debian's headless shell, Debian's whole browser, then a Playwright-managed build.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { DEBIAN_PATHS } from '../checks/systemPackages.mjs';

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

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, Playwright's default for headless
 * runs): the same Blink and V8 at well under half the CPU per page, so the end-to-end tests run
 * in it wherever it is installed. It lacks the browser around the engine: it never judges a site
 * installable, and its frames are not the ones a visitor's browser presents.
 */
const isHeadlessShell = (/** @type {string} */ executable) =>
  /headless[-_]shell/.test(path.basename(executable));

/**
 * The first Chromium found. `fullBrowser` passes over a headless shell, for what only the whole
 * browser does: the installability check, and the bench's measures of what a visitor meets.
 */
export function findChromium({ fullBrowser = false } = {}) {
  const candidates = [
    process.env.CHROME_PATH,
    DEBIAN_PATHS.chromiumHeadlessShell,
    DEBIAN_PATHS.chromium,
  ];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // No Playwright-managed browser is registered.
  }
  const found = candidates.find(
    (candidate) =>
      candidate && existsSync(candidate) && !(fullBrowser && isHeadlessShell(candidate)),
  );
  if (!found) {
    throw new Error(
      `No Chromium${fullBrowser ? ' browser (a headless shell will not do here)' : ''} found. ` +
        'Install one with `apt-get install chromium-headless-shell chromium` (Debian) or ' +
        '`npx playwright install chromium`, or point CHROME_PATH at a Chromium or Chrome binary.',
    );
  }
  return found;
}
