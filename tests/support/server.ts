// Where the end-to-end suite serves its production build, and the EmailJS ids it is built with.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export const E2E_EMAILJS = {
  EMAILJS_SERVICE_ID: 'service_e2e',
  EMAILJS_TEMPLATE_ID: 'template_e2e',
  EMAILJS_PUBLIC_KEY: 'public_key_e2e',
  EMAILJS_ORIGIN: 'https://api.emailjs.com',
};

export const E2E_SITE = {
  SITE_PHONE: '912345678',
  SITE_EMAIL: 'ventas@comparayahorra.pe',
  WHATSAPP_NUMBER: '51912345678',
};

/**
 * The headers the site is served with (scripts/headers.mjs). Imported when asked for: it is a
 * Node module that reads the early-input script from disk, which the test transform cannot load.
 */
export const servedHeaders = () => import('../../scripts/headers.mjs');
