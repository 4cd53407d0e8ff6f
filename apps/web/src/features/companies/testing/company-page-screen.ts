import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { buildProperty } from './build-company';

/** The company page's test set-up: the screen loaded once, scrolling stubbed, stubs undone after each test. */
export function setUpCompanyPageScreen() {
  // The screen and the footer it loads as it comes near (at once in jsdom, which has no IntersectionObserver).
  beforeAll(async () => {
    await Promise.all([import('../routes/company-page'), import('../components/company-footer')]);
  }, 300_000);
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

export const root = () => document.querySelector<HTMLElement>('.company-page-root');
/** The first render loads the screen lazily: allow it a few seconds. */
export const slow = { timeout: 5000 };
export const findCard = (id: number) =>
  screen.findByRole('link', { name: `Departamento en Miraflores ${id}` }, slow);
export const findTitle = () => screen.findByRole('heading', { level: 1, name: 'Andes Inmobiliaria' }, slow);
export const twelve = Array.from({ length: 12 }, (_, i) => buildProperty(i + 1));
