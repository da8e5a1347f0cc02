import { belowTheFoldRendered, requestBelowTheFold } from './belowTheFold';

// The landing page's anchors and the header items that scroll to them (spec section 2).
export const SECTIONS = {
  home: 'inicio',
  partners: 'comparador',
  services: 'servicios',
  contact: 'contacto',
} as const;

export const NAV_ITEMS = [
  { label: 'Inicio', section: SECTIONS.home },
  { label: 'Aseguradoras', section: SECTIONS.partners },
  { label: 'Servicios', section: SECTIONS.services },
  { label: 'Contacto', section: SECTIONS.contact },
] as const;

export const HEADER_SOLID_AFTER_PX = 50;

// Long enough for a slow phone to fetch and draw the sections under the hero.
const SECTION_WAIT_MS = 5000;

/** The section, asking for the sections under the hero and waiting for them if need be. */
async function findSection(id: string): Promise<HTMLElement | null> {
  if (document.getElementById(id)) return document.getElementById(id);
  requestBelowTheFold();
  await belowTheFoldRendered(SECTION_WAIT_MS);
  return document.getElementById(id);
}

/**
 * Scrolls smoothly to a section and moves keyboard focus there. Resolves to false when the
 * section is not on the page, so the caller can say so.
 */
export async function scrollToSection(id: string): Promise<boolean> {
  const section = await findSection(id);
  if (!section) return false;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
  return true;
}
