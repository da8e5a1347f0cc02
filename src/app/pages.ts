import type { ComponentType } from 'react';
import { loadCheckoutPage, loadCheckoutPageInParts } from '../features/checkout/loadCheckoutPage';
import { loadQuotePage } from '../features/quotePage/loadQuotePage';
import { pageAt, pageSpelledAt, type PageCode } from './pageTable.cjs';

// The loader of each page's own code, by the chunk group the table of pages names for it
// (./pageTable.cjs): the router makes the page's lazy component from it (./App.tsx), and the
// boot asks for the code of the page being opened (entry/boot.tsx) while the app itself loads.
// A page given code in the table and no loader here fails the type check.
export const PAGE_LOADERS: Record<PageCode, () => Promise<{ default: ComponentType }>> = {
  'quote-page': loadQuotePage,
  'checkout-page': loadCheckoutPage,
};

// How the code of the page being opened is asked for: /checkout's in parts, each evaluated as
// its own files come (its files are preloaded since the page's first paint).
const VISIT_LOADERS: Record<PageCode, () => Promise<unknown>> = {
  ...PAGE_LOADERS,
  'checkout-page': loadCheckoutPageInParts,
};

/** The loader of the page at `pathname` (or another spelling of it) whose code loads when visited. */
export function pageCodeAt(pathname: string): (() => Promise<unknown>) | undefined {
  const page = pageAt(pathname) ?? pageSpelledAt(pathname);
  return page?.code === undefined ? undefined : VISIT_LOADERS[page.code as PageCode];
}
