// @ts-check
// How the end-to-end suite's production build is made: its own folder, and the EmailJS ids
// and contact details the tests expect. Shared by playwright.config.ts and scripts/checks/test.mjs.
export const E2E_EMAILJS = {
  EMAILJS_SERVICE_ID: 'service_e2e',
  EMAILJS_TEMPLATE_ID: 'template_e2e',
  EMAILJS_COMPLAINT_TEMPLATE_ID: 'template_complaint_e2e',
  EMAILJS_PURCHASE_TEMPLATE_ID: 'template_purchase_e2e',
  EMAILJS_PUBLIC_KEY: 'public_key_e2e',
  // A recorder on loopback (tests/engines/support/emailRecorder.ts) takes the sends where no
  // driver can intercept them; Playwright's tests answer them with page.route, before any
  // request leaves the browser.
  EMAILJS_ORIGIN: 'http://127.0.0.1:4175',
};

export const E2E_SITE = {
  SITE_PHONE: '912345678',
  SITE_EMAIL: 'ventas@comparayahorra.pe',
  WHATSAPP_NUMBER: '51912345678',
  // Not the default, so that the tests see the setting reach every absolute address.
  SITE_URL: 'https://www.comparayahorra.pe',
};

/** A rate with three decimals, so that the tests see prices rounded to the céntimo. */
export const E2E_EXCHANGE_RATE = {
  EXCHANGE_RATE_PEN: '3.742',
  EXCHANGE_RATE_DATE: '2026-11-20',
  EXCHANGE_RATE_EUR: '0.8571',
  EXCHANGE_RATE_EUR_DATE: '2026-11-21',
};

export const E2E_BUILD_ENV = {
  ...E2E_EMAILJS,
  ...E2E_SITE,
  ...E2E_EXCHANGE_RATE,
  OUT_DIR: 'dist-e2e',
};

/**
 * A second deploy of the same site, for the update tests: another build (so every asset has a
 * new name and the old ones are gone) whose footer and header show another e-mail address.
 */
export const E2E_NEXT_DEPLOY_ENV = {
  ...E2E_BUILD_ENV,
  SITE_EMAIL: 'ayuda@comparayahorra.pe',
  OUT_DIR: 'dist-e2e-next',
};

/**
 * What became of the next deploy's build when `npm test` builds it beside the suite ('built' or
 * 'failed'), from the project's folder; `npm test` clears reports/ first, so no earlier run's
 * answer is read.
 */
export const NEXT_DEPLOY_STATUS_FILE = 'reports/next-deploy-build.txt';
