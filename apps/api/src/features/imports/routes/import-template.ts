import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { buildImportTemplate } from '../template/build-template.ts';

/** Built once per process: it only changes with a deploy. */
let cached: Promise<Buffer> | undefined;

/** GET /import/template.xlsx: public, like the JSON Schema. */
export function importTemplateRoute(app: AppInstance) {
  app.get(
    '/import/template.xlsx',
    {
      schema: {
        tags: ['Importación'],
        summary: 'Plantilla XLSX de importación (encabezados, dos filas de ejemplo y valores permitidos)',
      },
    },
    async (_request, reply) => {
      cached ??= buildImportTemplate();
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="plantilla-importacion-inmoperu.xlsx"')
        .header('cache-control', 'public, max-age=3600')
        .send(await cached);
    },
  );
}
