import multipart from '@fastify/multipart';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { driveImportRoutes } from './drive-import.ts';
import { importFeedRoutes } from './import-feed.ts';
import { importSchemaRoute } from './import-schema.ts';
import { importTemplateRoute } from './import-template.ts';
import { readImportRoutes } from './read-imports.ts';
import { importMultipartLimits } from './read-upload.ts';
import { uploadImportRoute } from './upload-import.ts';

/** The inventory import (docs/product/imports.md), under /api/v1. */
export default async function importRoutes(app: AppInstance) {
  await app.register(multipart, { limits: importMultipartLimits });
  importSchemaRoute(app);
  importTemplateRoute(app);
  uploadImportRoute(app);
  readImportRoutes(app);
  driveImportRoutes(app);
  importFeedRoutes(app);
}
