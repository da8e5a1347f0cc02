/**
 * /quote's code, which loads when the page is visited or foretold (lib/pageCode.ts), at high
 * priority: it is the page the visitor waits for, and a browser may otherwise hold its files,
 * a dozen, a few at a time.
 */
export const loadQuotePage = () =>
  import(/* webpackChunkName: "quote-page", webpackFetchPriority: "high" */ './QuotePage');
