export const DEFAULT_EMAILJS_ORIGIN: string;
export function contentSecurityPolicy(emailjsOrigin?: string): string;
export function securityHeaders(emailjsOrigin?: string): Record<string, string>;
export function cacheControl(pathname: string): string;
export const EARLY_INPUT_SCRIPT: string;
