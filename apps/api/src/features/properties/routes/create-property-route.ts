import {
  propertyCreateBodySchema,
  propertyWriteResponseSchema,
} from '@inmuebles/shared/properties/property-write-schema';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { createManagedProperty } from '../management/create-property.ts';
import { apiErrorSchema, panelDocs, requireJsonObjectBody } from '../../../platform/http/http-schemas.ts';
import { loadWrittenProperty } from './load-written-property.ts';

/**
 * The answers of creating a property, from the editor or as a direct owner: the written property (201), a
 * malformed body (400), a guest (401), an account that may not publish (403), invalid fields (422).
 */
export const createPropertyResponses = {
  201: propertyWriteResponseSchema,
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  422: apiErrorSchema,
} as const;

/** POST /properties: the editor's "Crear Propiedad". */
export function createPropertyRoute(app: AppInstance) {
  app.post(
    '/',
    {
      schema: {
        ...panelDocs,
        summary: 'Crear una propiedad (con sus detalles por categoría y su ubicación)',
        description:
          'La propiedad pertenece a la empresa del usuario (un administrador puede indicar `property.company_id`). ' +
          'El slug sale del título, es único y no cambia después. `region`, `province` y `district` aceptan ' +
          'códigos INEI o nombres y deben formar una cadena válida. Si se envían polígono y punto, gana el ' +
          'polígono y la latitud/longitud guardadas son su centroide. Responde como GET /properties/{id}.',
        body: propertyCreateBodySchema,
        response: createPropertyResponses,
      },
      onRequest: app.requireUser,
      preValidation: requireJsonObjectBody,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = await createManagedProperty(app.db, user, request.body);
      const property = await loadWrittenProperty(app, user, id);
      return reply.code(201).send({ property });
    },
  );
}
