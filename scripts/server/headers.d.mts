export interface InlineHashes {
  scripts: string[];
  styles: string[];
}
export interface HeaderOptions {
  emailjsOrigin?: string;
  inline: InlineHashes;
}
export const DEFAULT_EMAILJS_ORIGIN: string;
export const TRUSTED_TYPES_POLICIES: string[];
export const STRICT_TRANSPORT_SECURITY: string;
export function readInlineHashes(buildDir: string): InlineHashes;
export function contentSecurityPolicy(options: HeaderOptions): string;
export function securityHeaders(options: HeaderOptions): Record<string, string>;
export function cacheControl(pathname: string): string;
export const CONTENT_TYPES: Record<string, string>;
export function contentType(pathname: string): string | undefined;
