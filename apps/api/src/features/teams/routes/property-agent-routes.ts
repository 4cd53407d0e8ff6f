import { companyAnalyticsQuerySchema } from '@inmuebles/shared/companies/management-schema';
import { agentStatsSchema, propertyAgentSchema } from '@inmuebles/shared/teams/team-schema';
import { z } from 'zod';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { apiErrorSchema, bearer, requireJsonObjectBody } from '../../../platform/http/http-schemas.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { listPropertyAgents, setPropertyAgent } from '../agent-in-charge.ts';
import { loadAgentStats } from '../agent-stats.ts';
import { companyParams, loadTeam, teamCompany, teamTags } from './team-access.ts';

const errors = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
} as const;

/** The agent in charge of a property, and the per-agent numbers of the dashboard. */
export function propertyAgentRoutes(app: AppInstance) {
  app.put(
    '/properties/:id/agent',
    {
      schema: {
        tags: teamTags,
        security: bearer,
        summary: 'Asignar el agente a cargo de una propiedad',
        params: z.object({ id: z.string() }),
        body: propertyAgentSchema,
        response: { 200: z.object({ id: z.number().int(), agent_id: z.number().int() }), ...errors },
      },
      onRequest: app.requireUser,
      preValidation: requireJsonObjectBody,
    },
    async (request) =>
      setPropertyAgent(app.db, currentUser(request), request.params.id, request.body.agent_id),
  );

  app.get(
    '/companies/:idOrSlug/property_agents',
    {
      schema: {
        tags: teamTags,
        security: bearer,
        summary: 'El agente a cargo de cada propiedad de la empresa',
        params: companyParams,
        response: {
          200: z.object({
            property_agents: z.array(
              z.object({ property_id: z.number().int(), agent_id: z.number().int().nullable() }),
            ),
          }),
          ...errors,
        },
      },
      onRequest: app.requireUser,
      preValidation: loadTeam(app, 'view'),
    },
    async (request) => listPropertyAgents(app.db, teamCompany(request).id),
  );

  app.get(
    '/companies/:idOrSlug/agent_stats',
    {
      schema: {
        tags: teamTags,
        security: bearer,
        summary: 'Propiedades, vistas, favoritos y consultas por agente en el periodo',
        params: companyParams,
        querystring: companyAnalyticsQuerySchema,
        response: { 200: agentStatsSchema, ...errors },
      },
      onRequest: app.requireUser,
      preValidation: loadTeam(app, 'manage'),
    },
    async (request) => loadAgentStats(app.db, teamCompany(request).id, request.query.period),
  );
}
