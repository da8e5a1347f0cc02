// The end-to-end tests use the same Chromium lookup and flags as the scripts.
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

export { CHROMIUM_ARGS, findChromium };

/**
 * Launch options for a desktop whose scrollbar takes room, as Windows' does. Headless Chromium
 * hides it, and with it every shift that its coming and going causes.
 */
export const SCROLLBAR_TAKES_ROOM = {
  executablePath: findChromium(),
  args: CHROMIUM_ARGS,
  ignoreDefaultArgs: ['--hide-scrollbars'],
};
