import { createContext, useContext, useMemo } from 'react';

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
    const start = () => void load().catch(() => undefined);
    return { onPointerDown: start, onFocus: start };
  }, [load]);
}
