import {
  importConfirmBodySchema,
  importRunResponseSchema,
} from '@inmuebles/shared/imports/import-run-schema';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { apiErrorSchema, bearer, requireJsonObjectBody } from '../../../platform/http/http-schemas.ts';
import { presentRun } from '../present-run.ts';
import { cancelRun, confirmRun } from '../runs/drive-run.ts';
import { loadRun, runParams } from './run-access.ts';

const tags = ['Importación'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};

/** Confirm a preview (the rows without errors are written in the background) or cancel a run. */
export function driveImportRoutes(app: AppInstance) {
  app.post(
    '/imports/:id/confirm',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Importar las filas sin errores de una vista previa',
        description:
          'La importación corre en segundo plano (`GET /imports/{id}` da el progreso). `archive_missing`: ' +
          'archiva los avisos de la empresa con código de referencia que no están en el archivo. Una sola ' +
          'importación en curso por empresa (409).',
        params: runParams,
        body: importConfirmBodySchema,
        response: { 202: importRunResponseSchema, ...errors },
      },
      onRequest: app.requireUser,
      preValidation: requireJsonObjectBody,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { run } = await loadRun(app.db, user, request.params.id);
      await confirmRun(app.db, run.id, request.body.archive_missing);
      await app.importWorker.start(run.id);
      return reply.status(202).send({ import: presentRun(await loadRun(app.db, user, request.params.id)) });
    },
  );

  app.post(
    '/imports/:id/cancel',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Cancelar una importación (las filas ya escritas se conservan)',
        params: runParams,
        response: { 200: importRunResponseSchema, ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const user = currentUser(request);
      const { run } = await loadRun(app.db, user, request.params.id);
      await cancelRun(app.db, run.id);
      return { import: presentRun(await loadRun(app.db, user, request.params.id)) };
    },
  );
}
