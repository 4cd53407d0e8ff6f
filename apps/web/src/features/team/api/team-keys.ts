import type { AnalyticsPeriod } from '@inmuebles/shared/companies/management-schema';

/** Query keys of the team screen; everything starts with 'team'. */
export const teamKeys = {
  all: ['team'] as const,
  members: (companyId: number) => [...teamKeys.all, companyId, 'members'] as const,
  invitations: (companyId: number) => [...teamKeys.all, companyId, 'invitations'] as const,
  propertyAgents: (companyId: number) => [...teamKeys.all, companyId, 'property-agents'] as const,
  agentStats: (companyId: number, period: AnalyticsPeriod) =>
    [...teamKeys.all, companyId, 'agent-stats', period] as const,
};
