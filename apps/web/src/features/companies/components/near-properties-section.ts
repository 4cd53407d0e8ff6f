import { lazyNear } from '@/components/lazy-near';

/**
 * The company's properties (filters, cards, pages), below the template's opening sections: its code loads as
 * it comes near the window, the server's cards shown meanwhile. Its props must keep their identity from one
 * render to the next (a template's heading is a module constant): a changed prop reaching the section before
 * it hydrates would drop the server's HTML.
 */
export const PropertiesSection = lazyNear(
  async () => (await import('./properties-section')).PropertiesSection,
);
