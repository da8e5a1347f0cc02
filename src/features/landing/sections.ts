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

/**
 * Scrolls smoothly to a section and moves keyboard focus there. Returns false when the
 * section is not on the page, so the caller can say so.
 */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
  return true;
}
