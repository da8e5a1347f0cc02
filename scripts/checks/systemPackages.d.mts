export const DEBIAN_PATHS: {
  chromiumHeadlessShell: string;
  chromium: string;
  firefox: string;
  webkitDriver: string;
  xvfb: string;
  nginx: string;
  nginxBrotliStatic: string;
  openssl: string;
  java: string;
};
export const SYSTEM_PACKAGES: { name: string; file: string; for: string }[];
export function findMiniBrowser(): string;
export function missingPackages(): string[];
export function installMissingPackages(): boolean;
