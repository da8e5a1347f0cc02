import type { Browser, Page } from '@playwright/test';

export function scriptsLoadedWithoutInteraction(
  page: Page,
  url: string,
): Promise<{ scripts: { url: string; gzip: number }[]; gzip: number }>;
export function tapToAnswer(browser: Browser, url: string): Promise<number | null>;
