import { createContext, useContext, useEffect, useMemo } from 'react';
import { afterNextPaint, whenIdle } from './scheduling';

// The pages that load when visited. A control that leads to one asks for its code as soon as a
// press or the focus shows the intent, so that the page is often there when the click comes.
// The app, which holds the pages, says how to fetch each (app/pages.ts): features name the page
// and never import the app.
export type LazyPage = 'quote' | 'checkout';
export type PageCode = Record<LazyPage, () => Promise<unknown>>;

const NO_CODE: PageCode = { quote: async () => undefined, checkout: async () => undefined };

export const PageCodeContext = createContext<PageCode>(NO_CODE);

/** Props that start loading `page`'s code on a press or on focus (a keyboard's intent). */
export function usePageCodeOnIntent(page: LazyPage) {
  const load = useContext(PageCodeContext)[page];
  return useMemo(() => {
    // After the frame that shows the press or the focus: asking for a page's code appends its
    // scripts (a dozen for /quote), work that would lengthen that frame.
    const start = () => afterNextPaint(() => void load().catch(() => undefined));
    return { onPointerDown: start, onFocus: start };
  }, [load]);
}

/**
 * Asks for `page`'s code once the main thread is idle, while `foretold` (the quote form in use
 * foretells /quote, the plans shown foretell /checkout): appending its scripts then happens
 * between the visitor's keys, not in the frame of the
 * press that leads there. The intent's handlers stay for a press that comes first.
 */
export function usePageCodeWhenIdle(page: LazyPage, foretold = true) {
  const load = useContext(PageCodeContext)[page];
  useEffect(
    () => (foretold ? whenIdle(() => void load().catch(() => undefined)) : undefined),
    [load, foretold],
  );
}
