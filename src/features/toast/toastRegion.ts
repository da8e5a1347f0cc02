// The toast area lives outside the React tree, so that it exists from the first moment the
// page runs script: a toast shown before the app is live (./earlyToast) and the app's own
// toasts (./Toaster) share one region and one pair of live regions, which screen readers
// announce best when they are on the page before their content changes.

import { insertStyleRules } from '../../lib/styleSheet';

const REGION_ID = 'toasts';

// Bottom left, clear of the WhatsApp button on phones; left off the printed page.
const REGION_RULES = [
  `#${REGION_ID}{position:fixed;z-index:1400;left:16px;right:88px;bottom:16px}`,
  `@media (min-width:600px){#${REGION_ID}{right:auto;width:420px}}`,
  `@media print{#${REGION_ID}{display:none}}`,
  // While a dialog is open, MUI hides the rest of the page from assistive technology; the toasts
  // then wait under the dialog too (on a phone, the update toast covered the full-screen emergency
  // dialog's 'Entendido').
  `#${REGION_ID}[aria-hidden="true"]{z-index:1200}`,
];

export interface ToastRegion {
  /** role="status": what the site says. */
  polite: HTMLElement;
  /** role="alert": errors, announced at once. */
  assertive: HTMLElement;
}

let found: ToastRegion | null = null;

/** The page's toast region, made on first use; the same object while it stays on the page. */
export function toastRegion(): ToastRegion {
  if (found?.polite.isConnected) return found;
  let region = document.getElementById(REGION_ID);
  if (!region) {
    region = document.createElement('section');
    region.id = REGION_ID;
    region.setAttribute('aria-label', 'Notificaciones');
    const polite = document.createElement('div');
    polite.setAttribute('role', 'status');
    polite.setAttribute('aria-live', 'polite');
    polite.setAttribute('aria-atomic', 'true');
    const assertive = document.createElement('div');
    assertive.setAttribute('role', 'alert');
    assertive.setAttribute('aria-atomic', 'true');
    region.append(polite, assertive);
    insertStyleRules(`${REGION_ID}-style`, REGION_RULES);
    document.body.append(region);
  }
  const [polite, assertive] = Array.from(region.children) as [HTMLElement, HTMLElement];
  found = { polite, assertive };
  return found;
}
