// The words of the spec's search screen on /quote, which App also shows while the page's code
// loads, and the early answer says as /quote opens: apart from the search's timing
// (./searchTime.ts), so that the landing page's first script carries only the words.
export const LOADING_MESSAGE = 'Buscando los mejores planes para ti...';
