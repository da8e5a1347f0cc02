// Where the end-to-end suite serves its production build, and how that build is made.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export { E2E_BUILD_ENV, E2E_EMAILJS, E2E_SITE } from './buildEnv.mjs';

/**
 * The headers the site is served with (scripts/headers.mjs). Imported when asked for: it is a
 * Node module that reads the early-input script from disk, which the test transform cannot load.
 */
export const servedHeaders = () => import('../../scripts/headers.mjs');
