import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';

/** The detail page's test set-up: the screen loaded once, scrolling stubbed, stubs undone after each test. */
export function setUpDetailPageScreen() {
  // The screen and the sections it loads as they come near (at once in jsdom, which has no IntersectionObserver).
  beforeAll(async () => {
    await Promise.all([
      import('../routes/property-detail-page'),
      import('../components/company-card'),
      import('../components/price-history-table'),
      import('../components/property-video'),
    ]);
  }, 300_000);
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** The first render loads the screen lazily: allow it a few seconds. */
export const slow = { timeout: 5000 };
export const findTitle = (name = 'Casa en Miraflores') =>
  screen.findByRole('heading', { level: 1, name }, slow);
/** The contact card's button (phones also get one in the bottom bar, hidden by CSS on wide screens). */
export const contactButton = () =>
  within(screen.getByRole('region', { name: '¿Te interesa esta propiedad?' })).getByRole('button', {
    name: 'Contactar',
  });
