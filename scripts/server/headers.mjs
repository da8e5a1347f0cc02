// The response headers of contract section 7, from one place for every server of the site:
// `npm start` (scripts/server/serve.mjs) and nginx (scripts/deploy/nginxHeaders.mjs writes its snippet).
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com';

/** The inline scripts and style blocks of a build's pages, as CSP hash sources. */
export function readInlineHashes(buildDir) {
  return JSON.parse(readFileSync(path.join(buildDir, 'inline-hashes.json'), 'utf8'));
}

// An empty <style> element: Emotion, in production, and the toasts drawn before the app is
// live (src/lib/styleSheet.ts) add one and fill it through the CSSOM, which the CSP allows.
const EMPTY_STYLE = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/**
 * The Trusted Types policies the site makes: the page's ask for its entry
 * (src/islands/askForEntry.js), webpack's chunk loader, src/lib/trustedScriptUrl.ts.
 */
export const TRUSTED_TYPES_POLICIES = ['entry', 'webpack', 'script-url'];

/**
 * `inline`: readInlineHashes() of the build that is served. Nothing is allowed unless named:
 * scripts and styles from the site itself and the build's inline ones by their hash, no
 * 'unsafe-inline' anywhere, no style attribute, and every script URL made through a named
 * Trusted Types policy.
 */
export function contentSecurityPolicy({ emailjsOrigin = DEFAULT_EMAILJS_ORIGIN, inline }) {
  return [
    "default-src 'none'",
    ['script-src', "'self'", ...inline.scripts].join(' '),
    ['style-src', "'self'", ...new Set([...inline.styles, EMPTY_STYLE])].join(' '),
    "img-src 'self'",
    // The web app manifest (public/manifest.webmanifest) that makes the site installable.
    "manifest-src 'self'",
    // The service worker (/sw.js) that keeps the site working offline.
    "worker-src 'self'",
    `connect-src 'self' ${new URL(emailjsOrigin).origin}`,
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`,
  ].join('; ');
}

export function securityHeaders({ emailjsOrigin, inline }) {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ emailjsOrigin, inline }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    // Nothing of the site is for other sites to embed, and no other window shares its process.
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Over HTTPS only: browsers ignore it otherwise, and a plain-HTTP answer must not claim it. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains; preload';

/** Content-hashed assets never change; the HTML that names them must always be fresh. */
export function cacheControl(pathname) {
  return /^\/assets\/.+\.[0-9a-f]{10}\.(js|css)$/.test(pathname)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}
