import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { invitationLinkRoutes } from './invitation-link-routes.ts';
import { invitationRoutes } from './invitation-routes.ts';
import { memberRoutes } from './member-routes.ts';
import { propertyAgentRoutes } from './property-agent-routes.ts';

/**
 * A company's team (docs/product/teams.md): /companies/{id}/members, /invitations, /team_settings,
 * /agent_stats; the public invitation link /invitations/{token}; /properties/{id}/agent.
 */
export default async function teamRoutes(app: AppInstance) {
  memberRoutes(app);
  invitationRoutes(app);
  invitationLinkRoutes(app);
  propertyAgentRoutes(app);
}
