// The spec's search screen on /quote; App shows the same words while the page's code loads.
export const QUOTE_LOADING_MS = 3000;
export const LOADING_MESSAGE = 'Buscando los mejores planes para ti...';
