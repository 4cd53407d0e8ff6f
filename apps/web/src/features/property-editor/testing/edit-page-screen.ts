import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { signIn } from '@/lib/session';
import { jsonResponse, type ApiHandler, type RecordedCall } from '@/testing/stub-api';
import { testAgent } from '@/testing/test-users';
import { stubObjectUrls } from '../media/testing/media-fixtures';
import { stubEditorApi } from './editor-api';
import { buildEditableProperty } from './editor-fixtures';
import { openEditorAt } from './editor-screen';

/** The property the edit tests open (id 31, two photos, an outline), unless a test answers another. */
export const storedProperty = buildEditableProperty();

/** The editor's API with the stored property to load and to save. */
export const stubEditPageApi = (extra: Record<string, ApiHandler> = {}) =>
  stubEditorApi({
    [`GET /api/v1/properties/${storedProperty.slug}`]: () => jsonResponse({ property: storedProperty }),
    'PATCH /api/v1/properties/31': () => jsonResponse({ property: storedProperty }),
    ...extra,
  });

/** The save button of the editor's header ('Actualizar Propiedad' stands again at the foot of the review). */
export const topSave = () => screen.getAllByRole('button', { name: 'Actualizar Propiedad' })[0]!;

/** The save of the property itself among the recorded calls. */
export const patchCall = (calls: RecordedCall[]) =>
  calls.find((call) => call.method === 'PATCH' && call.url.pathname === '/api/v1/properties/31');

export const openEditPropertyPage = (ref = storedProperty.slug) =>
  openEditorAt(`/dashboard/properties/edit/${ref}`, 'Editar Propiedad');

/**
 * The page's code is loaded once before a file's tests (on a loaded machine its first render would
 * otherwise outwait the heading). Each test starts signed in as the agent, with stand-in object URLs (jsdom
 * has none) for the photos it chooses and the console's expected errors silenced; nothing is left behind.
 */
export function setUpEditPropertyPage() {
  beforeAll(async () => {
    await import('../routes/edit-property-page');
  }, 60_000);
  let objectUrls: ReturnType<typeof stubObjectUrls>;
  beforeEach(() => {
    signIn('tok', testAgent);
    objectUrls = stubObjectUrls();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    objectUrls.restore();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
