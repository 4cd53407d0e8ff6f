import { myProjectsQuerySchema } from '@inmuebles/shared/projects/project-query';
import { projectListResponseSchema } from '@inmuebles/shared/projects/project-schema';
import { and, eq, type SQL } from 'drizzle-orm';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { projects } from '../../../platform/db/schema/index.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { apiErrorSchema } from '../../../platform/http/http-schemas.ts';
import { managedProjectScope } from '../authorization.ts';
import { projectPage } from '../project-cards.ts';

/** GET /my_projects: the dashboard's "Proyectos", the company's projects in every state. */
export function myProjectsRoute(app: AppInstance) {
  app.get(
    '/my_projects',
    {
      schema: {
        tags: ['Panel'],
        security: [{ bearerAuth: [] }],
        summary: 'Los proyectos de la empresa del usuario (todos los estados)',
        description:
          'Un administrador ve los de `company_id`, o todos sin él; un usuario sin empresa, ninguno.',
        querystring: myProjectsQuerySchema,
        response: { 200: projectListResponseSchema, 401: apiErrorSchema, 422: apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { page, per_page: perPage, status, company_id: companyId } = request.query;
      const scope = managedProjectScope(currentUser(request), companyId);
      if (scope === null)
        return {
          projects: [],
          pagination: { current_page: page, per_page: perPage, total_pages: 0, total_count: 0 },
        };
      const conditions: SQL[] = [];
      if (scope !== 'all') conditions.push(eq(projects.companyId, scope));
      if (status) conditions.push(eq(projects.status, status));
      return projectPage(app.db, app.storage, and(...conditions) ?? eq(projects.id, projects.id), {
        page,
        per_page: perPage,
      });
    },
  );
}
