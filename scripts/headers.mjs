// The response headers of contract section 7, shared by `npm start` and the nginx config test.

export const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com';

export function contentSecurityPolicy(emailjsOrigin = DEFAULT_EMAILJS_ORIGIN) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // MUI's emotion writes <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
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
