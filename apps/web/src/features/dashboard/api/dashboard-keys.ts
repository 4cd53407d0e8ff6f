import type { ContactRequestListQueryInput } from '@inmuebles/shared/contact-requests/inbox-schema';
import type { MyPropertiesQueryInput } from '@inmuebles/shared/properties/my-properties-query';

/** Query keys of the dashboard; everything starts with 'dashboard'. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  myProperties: () => [...dashboardKeys.all, 'my-properties'] as const,
  myPropertiesList: (query: MyPropertiesQueryInput) => [...dashboardKeys.myProperties(), query] as const,
  contactRequests: () => [...dashboardKeys.all, 'contact-requests'] as const,
  contactRequestsList: (companyId: number, query: ContactRequestListQueryInput) =>
    [...dashboardKeys.contactRequests(), companyId, query] as const,
};
