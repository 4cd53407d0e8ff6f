import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  findDepartment,
  findProvince,
  listDepartments,
  listDistricts,
  listProvinces,
} from '@inmuebles/shared/ubigeo/catalogue';
import { placeSuggestionSchema } from '@inmuebles/shared/ubigeo/place-suggestion-schema';
import { suggestPlaces } from '@inmuebles/shared/ubigeo/place-suggestions';
import type { AppInstance } from '../../platform/runtime/app-instance.ts';
import { placeListingCounts } from './place-listing-counts.ts';
import { AppError } from '../../platform/http/errors.ts';

/**
 * The ubigeo catalogue changes only with a deploy, so every answer is cacheable for a day and revalidates
 * with one ETag: a hash of the whole catalogue, computed once when the module loads.
 */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
const CATALOGUE_ETAG = `"ubigeo-${hashCatalogue()}"`;

function hashCatalogue(): string {
  const tree = listDepartments().map((d) => [d, listProvinces(d.id).map((p) => [p, listDistricts(p.id)])]);
  return createHash('sha256').update(JSON.stringify(tree)).digest('base64url').slice(0, 32);
}

// Ids arrive as free text and are checked in the handler, not by the route schema: a schema failure is a
// 422, but a malformed id names no resource, so it is a 404 like an unknown one.
const departmentIdSchema = z.string().regex(/^\d{2}$/);
const provinceIdSchema = z.string().regex(/^\d{4}$/);

const departmentParams = z.object({
  departmentId: z.string().describe('Código INEI del departamento, 2 dígitos (p. ej. 15)'),
});
const provinceParams = departmentParams.extend({
  provinceId: z.string().describe('Código INEI de la provincia, 4 dígitos (p. ej. 1501)'),
});

const departmentSchema = z.object({ id: z.string(), name: z.string() });
const provinceSchema = departmentSchema.extend({ department_id: z.string() });
const districtSchema = provinceSchema.extend({ province_id: z.string(), ubigeo: z.string() });

function departmentOr404(departmentId: string) {
  const department = departmentIdSchema.safeParse(departmentId).success
    ? findDepartment(departmentId)
    : undefined;
  if (!department) throw new AppError(404, 'not_found', 'Departamento no encontrado');
  return department;
}

function provinceOr404(departmentId: string, provinceId: string) {
  const province = provinceIdSchema.safeParse(provinceId).success ? findProvince(provinceId) : undefined;
  // A real province under another department's path is not found here either: the path is the address.
  if (!province || province.department_id !== departmentId) {
    throw new AppError(404, 'not_found', 'Provincia no encontrada');
  }
  return province;
}

/** True when the client's If-None-Match names our ETag (weak comparison, as RFC 9110 asks for GET). */
function clientHasCurrentVersion(request: FastifyRequest): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === CATALOGUE_ETAG;
  });
}

/** Sets the caching headers; true when a 304 was sent and the handler must not answer a body. */
function answeredNotModified(request: FastifyRequest, reply: FastifyReply): boolean {
  void reply.header('Cache-Control', CACHE_CONTROL).header('ETag', CATALOGUE_ETAG);
  if (!clientHasCurrentVersion(request)) return false;
  void reply.code(304).send();
  return true;
}

const placesQuery = z.object({
  q: z
    .string()
    .max(100)
    .describe('Lo que la persona escribe: «mira» ofrece Miraflores (Lima), Miraflores (Arequipa)...'),
});

/**
 * GET /departments, /departments/:id/provinces and /departments/:id/provinces/:id/districts (INEI ubigeo),
 * and GET /places: the places whose name starts with what the search box holds.
 */
export default async function locationsRoutes(app: AppInstance) {
  app.get(
    '/places',
    {
      schema: {
        tags: ['Ubicaciones'],
        summary:
          'Lugares cuyo nombre empieza por el texto (sin importar tildes ni mayúsculas), hasta 8, primero los que tienen más avisos',
        querystring: placesQuery,
        response: { 200: z.object({ places: z.array(placeSuggestionSchema) }) },
      },
    },
    async (request, reply) => {
      // Public and alike for everyone, but ranked by listings that change: cached for minutes, not a day.
      void reply.header('Cache-Control', 'public, max-age=600');
      return { places: suggestPlaces(request.query.q, await placeListingCounts(request.readDb)) };
    },
  );

  app.get(
    '/departments',
    {
      schema: {
        tags: ['Ubicaciones'],
        summary: 'Departamentos del Perú',
        response: { 200: z.object({ departments: z.array(departmentSchema) }) },
      },
    },
    async (request, reply) => {
      if (answeredNotModified(request, reply)) return reply;
      return { departments: listDepartments().map(({ id, name }) => ({ id, name })) };
    },
  );

  app.get(
    '/departments/:departmentId/provinces',
    {
      schema: {
        tags: ['Ubicaciones'],
        summary: 'Provincias de un departamento',
        params: departmentParams,
        response: { 200: z.object({ provinces: z.array(provinceSchema) }) },
      },
    },
    async (request, reply) => {
      const department = departmentOr404(request.params.departmentId);
      if (answeredNotModified(request, reply)) return reply;
      return { provinces: [...listProvinces(department.id)] };
    },
  );

  app.get(
    '/departments/:departmentId/provinces/:provinceId/districts',
    {
      schema: {
        tags: ['Ubicaciones'],
        summary: 'Distritos de una provincia',
        params: provinceParams,
        response: { 200: z.object({ districts: z.array(districtSchema) }) },
      },
    },
    async (request, reply) => {
      const department = departmentOr404(request.params.departmentId);
      const province = provinceOr404(department.id, request.params.provinceId);
      if (answeredNotModified(request, reply)) return reply;
      return { districts: [...listDistricts(province.id)] };
    },
  );
}
