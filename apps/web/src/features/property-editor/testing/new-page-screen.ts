import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { signIn } from '@/lib/session';
import { testAgent } from '@/testing/test-users';
import { openEditorAt } from './editor-screen';

/** The save button of the editor's header ('Crear Propiedad' stands again at the foot of the review). */
export const topSave = () => screen.getAllByRole('button', { name: 'Crear Propiedad' })[0]!;

export const openNewPropertyPage = () => openEditorAt('/dashboard/properties/new', 'Nueva Propiedad');

/**
 * The page's code is loaded once before a file's tests (on a loaded machine its first render would
 * otherwise outwait the heading); each test starts signed in as the agent, and leaves no stubs behind.
 */
export function setUpNewPropertyPage() {
  beforeAll(async () => {
    await import('../routes/new-property-page');
  }, 60_000);
  beforeEach(() => signIn('tok', testAgent));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
