import { projectListQuerySchema, projectMapQuerySchema } from '@inmuebles/shared/projects/project-query';
import { mapResponseSchema } from '@inmuebles/shared/properties/map-query';
import { cacheForGuests } from '../../../platform/http/public-cache.ts';
import { mapPublicProjects } from '../project-map.ts';
import { projectListResponseSchema, projectResponseSchema } from '@inmuebles/shared/projects/project-schema';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { apiErrorSchema } from '../../../platform/http/http-schemas.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { canManageProject } from '../authorization.ts';
import { loadProject } from '../load-project.ts';
import { projectPage } from '../project-cards.ts';
import { projectSearchCondition } from '../project-filters.ts';
import { findProjectByIdOrSlug, findPublicProject } from '../project-repository.ts';
import { PROJECT_NOT_FOUND, projectParams } from './project-access.ts';

const tags = ['Proyectos'];

/** GET /projects (the project search) and GET /projects/{slug} (a project's page). */
export function publicProjectRoutes(app: AppInstance) {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Buscar proyectos inmobiliarios publicados',
        description:
          'Un proyecto coincide con dormitorios y precio cuando uno de sus tipos de unidad coincide con ambos; ' +
          'los precios se comparan en soles al tipo de cambio vigente. `delivery_year`: entrega hasta ese año.',
        querystring: projectListQuerySchema,
        response: { 200: projectListResponseSchema, 422: apiErrorSchema },
      },
    },
    async (request) => {
      const { page, per_page: perPage, ...filters } = request.query;
      const where = projectSearchCondition(filters);
      if (!where)
        return {
          projects: [],
          pagination: { current_page: page, per_page: perPage, total_pages: 0, total_count: 0 },
        };
      return projectPage(request.readDb, app.storage, where, { page, per_page: perPage });
    },
  );

  app.get(
    '/map',
    {
      schema: {
        tags,
        summary: 'Mapa de la búsqueda de proyectos: puntos o grupos dentro de un área',
        description:
          'Los mismos filtros que `GET /projects`, más `bbox` (minLng,minLat,maxLng,maxLat, dentro del Perú) y ' +
          '`zoom` (0 a 20), obligatorios. La respuesta es la del mapa de propiedades: cada proyecto como ' +
          'punto (con el precio desde de su tipo de unidad más barato) cuando caben, si no grupos por celda.',
        querystring: projectMapQuerySchema,
        response: { 200: mapResponseSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      cacheForGuests(request, reply);
      return mapPublicProjects(app.db, app.storage, request.query);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Un proyecto por slug o id, con sus tipos de unidad',
        description:
          'Publicado: cualquiera. Borrador o archivado: solo los miembros de la empresa y los administradores; ' +
          'para los demás, 404 como si no existiera.',
        params: projectParams,
        response: { 200: projectResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const managed = user ? await findProjectByIdOrSlug(app.db, request.params.id) : undefined;
      const row =
        managed && canManageProject(user ?? null, managed)
          ? managed
          : await findPublicProject(request.readDb, request.params.id);
      if (!row) throw notFound(PROJECT_NOT_FOUND);
      if (user) void reply.header('Cache-Control', 'private, no-store');
      return { project: await loadProject(request.readDb, app.storage, row) };
    },
  );
}
