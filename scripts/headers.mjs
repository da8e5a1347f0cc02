// The response headers of contract section 7, shared by `npm start` and the nginx config test.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The script that the prerendered index.html carries inline (src/firstLoad/earlyInput.js). */
export const EARLY_INPUT_SCRIPT = readFileSync(
  new URL('../src/firstLoad/earlyInput.js', import.meta.url),
  'utf8',
);
/** The CSP source that lets exactly that text run. */
const EARLY_INPUT_CSP_SOURCE = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`;

export const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com';

export function contentSecurityPolicy(emailjsOrigin = DEFAULT_EMAILJS_ORIGIN) {
  return [
    "default-src 'self'",
    // Scripts from self, and the one inline script that keeps taps made before the app is live.
    `script-src 'self' ${EARLY_INPUT_CSP_SOURCE}`,
    // MUI's emotion writes <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    // The web app manifest (public/manifest.webmanifest) that makes the site installable.
    "manifest-src 'self'",
    // The service worker (/sw.js) that keeps the site working offline.
    "worker-src 'self'",
    `connect-src 'self' ${new URL(emailjsOrigin).origin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(emailjsOrigin) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(emailjsOrigin),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/** Content-hashed assets never change; the HTML that names them must always be fresh. */
export function cacheControl(pathname) {
  return /^\/assets\/.+\.[0-9a-f]{10}\.(js|css)$/.test(pathname)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}
