/** /quote's code, which loads when the page is visited or foretold (lib/pageCode.ts). */
export const loadQuotePage = () => import(/* webpackChunkName: "quote-page" */ './QuotePage');
