export interface InlineHashes {
  scripts: string[];
  styles: string[];
}
export interface HeaderOptions {
  emailjsOrigin?: string;
  inline: InlineHashes;
}
/** A build's inline-hashes.json: each page's, by its file name. */
export type PageInlineHashes = Record<string, InlineHashes>;
export const PAGE_ADDRESSES: Record<string, string[]>;
export const NOT_FOUND_PAGE: string;
export function policyPage(pathname: string): string;
export const DEFAULT_EMAILJS_ORIGIN: string;
export const TRUSTED_TYPES_POLICIES: string[];
export const STRICT_TRANSPORT_SECURITY: string;
export function readInlineHashes(buildDir: string): PageInlineHashes;
export function contentSecurityPolicy(options: HeaderOptions): string;
export function securityHeaders(options: HeaderOptions): Record<string, string>;
export function siteSecurityHeaders(
  buildDir: string,
  emailjsOrigin?: string,
): {
  byPage: Record<string, Record<string, string>>;
  at(pathname: string): Record<string, string>;
};
export function cacheControl(pathname: string): string;
export const CONTENT_TYPES: Record<string, string>;
export function contentType(pathname: string): string | undefined;
