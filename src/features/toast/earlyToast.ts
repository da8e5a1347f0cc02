import { TOAST_DURATION_MS, type ToastText } from '../../lib/toastMessages';
import { FOCUS_RING, PALETTE } from '../../lib/palette';
import { insertStyleRules } from '../../lib/styleSheet';
import { toastRegion } from './toastRegion';

// A toast shown before the app is live (src/features/quote/sendQuote.ts), drawn
// without React so that a phone's first tap is answered at once: the same place, look, texts
// and timing as the app's own (./Toaster), which replaces it with its first toast.

const CARD_CLASS = 'early-toast';
// What MUI's Paper (elevation 6) and the theme give the app's toast card.
const CARD_RULES = [
  `.${CARD_CLASS}{display:flex;align-items:flex-start;gap:8px;padding:16px 8px 16px 16px;background:${PALETTE.background.paper};color:${PALETTE.text.primary};border-left:6px solid ${PALETTE.primary.main};border-radius:12px;box-shadow:0 3px 5px -1px rgba(0,0,0,.2),0 6px 10px 0 rgba(0,0,0,.14),0 1px 18px 0 rgba(0,0,0,.12)}`,
  `.${CARD_CLASS} p{margin:0;font-size:.875rem;line-height:1.43}`,
  `.${CARD_CLASS} p:first-child{font-size:1rem;line-height:1.5;font-weight:700}`,
  `.${CARD_CLASS} button{display:inline-flex;padding:5px;border:0;border-radius:50%;background:none;color:inherit;cursor:pointer}`,
  `.${CARD_CLASS} button:focus-visible{outline:3px solid ${FOCUS_RING};outline-offset:2px}`,
];
// MUI's Close icon, built node by node: the CSP's Trusted Types refuse markup strings.
const SVG = 'http://www.w3.org/2000/svg';
const CLOSE_PATH =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

function closeIcon() {
  const svg = document.createElementNS(SVG, 'svg');
  const attributes = {
    viewBox: '0 0 24 24',
    width: '20',
    height: '20',
    'aria-hidden': 'true',
    focusable: 'false',
  };
  for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, value);
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('fill', 'currentColor');
  path.setAttribute('d', CLOSE_PATH);
  svg.append(path);
  return svg;
}

let shown: { card: HTMLElement; timer?: ReturnType<typeof setTimeout> } | null = null;
function paragraph(text: string) {
  const element = document.createElement('p');
  element.textContent = text;
  return element;
}

/** Takes the early toast off the page, if one shows. */
export function dismissEarlyToast(): void {
  if (!shown) return;
  clearTimeout(shown.timer);
  shown.card.remove();
  shown = null;
}

/** Shows `toast` for 5 s (held while hovered or focused), replacing any early toast. */
export function showEarlyToast(toast: ToastText): void {
  dismissEarlyToast();
  insertStyleRules('early-toast-style', CARD_RULES);
  const card = document.createElement('div');
  card.className = CARD_CLASS;
  const text = document.createElement('div');
  text.style.flex = '1';
  text.append(paragraph(toast.title));
  if (toast.description) text.append(paragraph(toast.description));
  const close = document.createElement('button');
  close.type = 'button';
  close.setAttribute('aria-label', 'Cerrar notificación');
  close.append(closeIcon());
  close.addEventListener('click', dismissEarlyToast);
  card.append(text, close);

  const current: NonNullable<typeof shown> = { card };
  const hold = () => clearTimeout(current.timer);
  const resume = () => {
    hold();
    current.timer = setTimeout(dismissEarlyToast, TOAST_DURATION_MS);
  };
  card.addEventListener('mouseenter', hold);
  card.addEventListener('focusin', hold);
  card.addEventListener('mouseleave', resume);
  card.addEventListener('focusout', resume);
  shown = current;
  resume();
  toastRegion().polite.append(card);
}
