import { jsonResponse, stubApi, type ApiHandler } from '@/testing/stub-api';
import { testAgent } from '@/testing/test-users';
import { locationAnswers } from './editor-fixtures';

const emptyPage = { current_page: 1, total_pages: 0, total_count: 0, per_page: 20 };

/**
 * The API around the editor's screens: the signed-in user (the agent unless `me`), the dashboard's empty
 * property list and inbox (where a save returns), the ubigeo catalogue; `extra` adds or replaces answers.
 */
export function stubEditorApi(extra: Record<string, ApiHandler> = {}, me = testAgent) {
  return stubApi({
    'GET /api/v1/auth/me': () => jsonResponse({ user: me }),
    'GET /api/v1/my_properties': () =>
      jsonResponse({
        properties: [],
        pagination: emptyPage,
        stats: {
          total_properties: 0,
          published_count: 0,
          draft_count: 0,
          archived_count: 0,
          total_views: 0,
          total_favorites: 0,
          total_contacts: 0,
        },
      }),
    'GET /api/v1/companies/2/contact_requests': () =>
      jsonResponse({ contact_requests: [], pagination: emptyPage, unread_count: 0 }),
    ...Object.fromEntries(
      Object.entries(locationAnswers).map(([key, body]) => [key, () => jsonResponse(body)]),
    ),
    ...extra,
  });
}
