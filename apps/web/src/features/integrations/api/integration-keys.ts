/** Query keys of the Integraciones page; everything starts with 'integrations'. */
export const integrationKeys = {
  all: ['integrations'] as const,
  apiKeys: (companyId: number | 'all') => [...integrationKeys.all, companyId, 'api-keys'] as const,
  activity: (companyId: number) => [...integrationKeys.all, companyId, 'activity'] as const,
  webhook: (companyId: number) => [...integrationKeys.all, companyId, 'webhook'] as const,
  deliveries: (companyId: number) => [...integrationKeys.all, companyId, 'webhook-deliveries'] as const,
};
