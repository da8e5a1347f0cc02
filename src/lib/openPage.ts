/** Loads `path` as a new page, the way a link does: for an answer given before the app is live. */
export function openPage(path: string): void {
  window.location.assign(path);
}
