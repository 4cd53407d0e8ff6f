import { agentRegistryBodySchema, agentRegistryResponseSchema } from '@inmuebles/shared/trust/agent-registry';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { apiErrorSchema, requireJsonObjectBody } from '../../../platform/http/http-schemas.ts';
import { readAgentRegistry, saveAgentRegistry } from '../agent-registry.ts';
import { bearer, profileTags } from './http.ts';

/** GET and PUT /me/agent_registry: the member's Registro del Agente Inmobiliario number and its check. */
export async function agentRegistryRoutes(app: AppInstance) {
  app.get(
    '/agent_registry',
    {
      schema: {
        tags: profileTags,
        summary: 'Mi número del Registro del Agente Inmobiliario y si un administrador lo verificó',
        security: bearer,
        response: { 200: agentRegistryResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return readAgentRegistry(currentUser(request));
    },
  );

  app.put(
    '/agent_registry',
    {
      schema: {
        tags: profileTags,
        summary: 'Indicar o quitar mi número del Registro del Agente Inmobiliario',
        description:
          'Solo miembros de una inmobiliaria (403 para cuentas de búsqueda). Un número nuevo queda sin ' +
          'verificar hasta que un administrador lo revisa; la ficha lo muestra solo verificado.',
        security: bearer,
        body: agentRegistryBodySchema,
        response: {
          200: agentRegistryResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      preHandler: app.requireUser,
      preValidation: requireJsonObjectBody,
    },
    async (request) => saveAgentRegistry(app.db, currentUser(request), request.body.number),
  );
}
