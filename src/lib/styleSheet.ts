/**
 * Adds `rules` to the document through the CSSOM, as Emotion does in production: an empty
 * <style> element (the CSP allows it by the hash of its empty text) filled with insertRule,
 * which the CSP does not restrict. For styles made by script outside React (the toasts drawn
 * before the app is live); once per `id`.
 */
export function insertStyleRules(id: string, rules: readonly string[]): void {
  if (document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  document.head.append(style);
  for (const rule of rules) style.sheet!.insertRule(rule, style.sheet!.cssRules.length);
}
