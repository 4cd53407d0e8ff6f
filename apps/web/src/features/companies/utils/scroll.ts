/** The properties section's id: the scroll buttons' target and the in-page link of the templates. */
export const propertiesSectionId = 'propiedades';
/** The contact section's id (the call-to-action's target when the company has no phone). */
export const contactSectionId = 'contacto';
/** Height kept clear above a scroll target for the templates' sticky bars (docs/product/public-and-auth.md §2.4). */
const stickyOffset = 80;

const behavior = (): ScrollBehavior =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/** Scrolls smoothly so the element's top sits `stickyOffset` pixels below the top of the window. */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const top = target.getBoundingClientRect().top + window.scrollY - stickyOffset;
  window.scrollTo({ top: Math.max(0, top), behavior: behavior() });
}

export const scrollToProperties = () => scrollToSection(propertiesSectionId);
