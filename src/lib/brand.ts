// The brand's words, wherever the site names itself: the logo, the pages' titles, the preview
// of a shared link, the structured data that search engines read.
export const BRAND_NAME = 'Compara y Ahorra';
