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

const SECTION_WAIT_MS = 1500;

/** The section, waiting briefly for the sections that load after the first paint. */
async function findSection(id: string): Promise<HTMLElement | null> {
  const deadline = Date.now() + SECTION_WAIT_MS;
  for (;;) {
    const section = document.getElementById(id);
    if (section || Date.now() >= deadline) return section;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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
