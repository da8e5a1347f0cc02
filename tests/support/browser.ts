// The end-to-end tests use the same Chromium lookup and flags as the scripts.
export { CHROMIUM_ARGS, findChromium } from '../../scripts/tools/chromium.mjs';
