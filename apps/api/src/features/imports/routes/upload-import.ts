import { importRunResponseSchema } from '@inmuebles/shared/imports/import-run-schema';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { companies } from '../../../platform/db/schema/index.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { unprocessable } from '../../../platform/http/errors.ts';
import { apiErrorSchema, bearer } from '../../../platform/http/http-schemas.ts';
import { discardRequestBody } from '../../../platform/http/multipart-body.ts';
import { importCompanyOf } from '../authorization.ts';
import { presentRun } from '../present-run.ts';
import { previewImportFile } from '../runs/preview-import.ts';
import { findRun } from '../runs/runs-repository.ts';
import { readImportUpload } from './read-upload.ts';

const companyField = z.coerce
  .number({ error: 'company_id: Empresa no válida' })
  .int('company_id: Empresa no válida')
  .positive('company_id: Empresa no válida')
  .optional();

/** POST /imports: the upload, answered with the run in preview (nothing written yet). */
export function uploadImportRoute(app: AppInstance) {
  app.post(
    '/imports',
    {
      schema: {
        tags: ['Importación'],
        security: bearer,
        summary: 'Subir un archivo de avisos (XLSX, CSV o JSON) y obtener la vista previa',
        description:
          'Multipart: `file` (máximo 20 MB y 10 000 filas; el formato se detecta por su contenido) y, solo ' +
          'administradores, `company_id`. Cada fila se valida con las reglas del editor y se clasifica por su ' +
          'código de referencia: nuevo, actualizado, sin cambios o con errores. Nada se escribe hasta ' +
          '`POST /imports/{id}/confirm`. Forma del JSON: `/api/v1/import/schema.json`.',
        consumes: ['multipart/form-data'],
        response: {
          201: importRunResponseSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const user = currentUser(request);
      // Who may import at all is known before the file is read: a refusal does not wait for 20 MB.
      if (user.role !== 'admin') {
        try {
          importCompanyOf(user, undefined);
        } catch (err) {
          discardRequestBody(request, reply);
          throw err;
        }
      }
      const upload = await readImportUpload(request);
      try {
        const requested = companyField.safeParse(upload.fields.company_id || undefined);
        if (!requested.success) throw unprocessable(requested.error.issues.map((i) => i.message));
        const companyId = importCompanyOf(user, requested.data);
        const [company] = await app.db
          .select({ id: companies.id })
          .from(companies)
          .where(eq(companies.id, companyId));
        if (!company) throw unprocessable(['company_id: Empresa no encontrada']);
        const run = await previewImportFile(app.db, { userId: user.id, companyId }, upload);
        const found = await findRun(app.db, run.id);
        if (!found) throw new Error('import run vanished');
        return reply.status(201).send({ import: presentRun(found) });
      } finally {
        await upload.discard();
      }
    },
  );
}
