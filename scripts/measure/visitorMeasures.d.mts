import type { Browser, Page } from '@playwright/test';

export function scriptsLoadedWithoutInteraction(
  page: Page,
  url: string,
): Promise<{
  scripts: { url: string; gzip: number; brotli: number }[];
  gzip: number;
  brotli: number;
}>;
export function tapToAnswer(
  browser: Browser,
  url: string,
): Promise<{ answered: number; shown: number } | null>;
export const LINKS: Record<string, { latency: number; down: number; up: number }>;
export function validQuoteTap(
  browser: Browser,
  url: string,
  link: { latency: number; down: number; up: number },
): Promise<{
  acknowledged: number | null;
  acknowledgedShown: number | null;
  search: number | null;
  plans: number | null;
}>;
