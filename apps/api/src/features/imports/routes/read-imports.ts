import {
  importListQuerySchema,
  importRowsQuerySchema,
  importRowsResponseSchema,
  importRunListResponseSchema,
  importRunResponseSchema,
} from '@inmuebles/shared/imports/import-run-schema';
import { ImportLimits } from '@inmuebles/shared/imports/import-limits';
import { z } from 'zod';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { apiErrorSchema, bearer } from '../../../platform/http/http-schemas.ts';
import { importCompanyOf } from '../authorization.ts';
import { errorsCsv } from '../errors-csv.ts';
import { presentRow, presentRun } from '../present-run.ts';
import { listErrorRows, listRunRows, listRuns } from '../runs/runs-repository.ts';
import { loadRun, runParams } from './run-access.ts';

const tags = ['Importación'];
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

/** The history, one run with its progress, the preview's rows, and the errors as CSV. */
export function readImportRoutes(app: AppInstance) {
  app.get(
    '/imports',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Historial de importaciones de la empresa (las 50 más recientes)',
        querystring: importListQuerySchema,
        response: { 200: importRunListResponseSchema, ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const companyId = importCompanyOf(currentUser(request), request.query.company_id);
      return { imports: (await listRuns(app.db, companyId)).map(presentRun) };
    },
  );

  app.get(
    '/imports/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Una importación: estado, conteos y progreso',
        params: runParams,
        response: { 200: importRunResponseSchema, ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      import: presentRun(await loadRun(app.db, currentUser(request), request.params.id)),
    }),
  );

  app.get(
    '/imports/:id/rows',
    {
      schema: {
        tags,
        security: bearer,
        summary: `Filas de la vista previa (${ImportLimits.previewPageSize} por página), opcionalmente de un estado`,
        params: runParams,
        querystring: importRowsQuerySchema,
        response: { 200: importRowsResponseSchema, ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { run } = await loadRun(app.db, currentUser(request), request.params.id);
      const perPage = ImportLimits.previewPageSize;
      const { page, outcome } = request.query;
      const { rows, total } = await listRunRows(app.db, run.id, { page, perPage, outcome });
      return { rows: rows.map(presentRow), page, per_page: perPage, total };
    },
  );

  app.get(
    '/imports/:id/errors.csv',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Errores de la importación en CSV (Fila, Código de referencia, Error)',
        params: runParams,
        response: { 200: z.string(), ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const { run } = await loadRun(app.db, currentUser(request), request.params.id);
      const csv = errorsCsv(await listErrorRows(app.db, run.id));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="errores-importacion-${run.id}.csv"`)
        .send(csv);
    },
  );
}
