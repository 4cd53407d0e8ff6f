import { projectContactRequestBodySchema } from '@inmuebles/shared/projects/project-schema';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { notFound, unprocessable } from '../../../platform/http/errors.ts';
import {
  findPublicProject,
  findUnitTypesOf,
  PROJECT_NOT_FOUND,
  projectParams,
} from '../../projects/public.ts';
import { admitContactSender, contactRequestCreated, contactRequestResponses } from '../admit-sender.ts';
import { createProjectContactRequest } from '../create-project-contact-request.ts';

/** POST /projects/{slug}/contact_requests: a visitor asks the builder about a project or one of its unit types. */
export function createProjectContactRequestRoute(app: AppInstance) {
  app.post(
    '/projects/:id/contact_requests',
    {
      schema: {
        tags: ['Consultas'],
        summary: 'Enviar una consulta sobre un proyecto (y un tipo de unidad) a la constructora',
        description:
          'Como POST /properties/{id}/contact_requests, con `unit_type_id` opcional: el nombre del tipo de ' +
          'unidad queda en la consulta (y en el correo) aunque luego se elimine.',
        params: projectParams,
        body: projectContactRequestBodySchema,
        response: contactRequestResponses,
      },
    },
    async (request, reply) => {
      const { user } = request;
      const formToken = await admitContactSender(app, request);
      const project = await findPublicProject(app.db, request.params.id);
      if (!project) throw notFound(PROJECT_NOT_FOUND);
      const unitTypeId = request.body.unit_type_id;
      const unitType =
        unitTypeId === undefined
          ? null
          : ((await findUnitTypesOf(app.db, [project.id])).find((unit) => unit.id === unitTypeId) ?? null);
      if (unitTypeId !== undefined && !unitType)
        throw unprocessable(['unit_type_id: Tipo de unidad no encontrado']);
      const created = await createProjectContactRequest(app.db, {
        project,
        unitType,
        senderUserId: user?.id ?? null,
        formToken,
        data: request.body.contact_request,
        publicUrl: app.config.publicUrl,
      });
      if (!created) throw notFound(PROJECT_NOT_FOUND);
      app.mail.nudge();
      return reply.status(201).send(contactRequestCreated(created));
    },
  );
}
