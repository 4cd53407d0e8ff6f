import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MortgageParameters } from '@inmuebles/shared/mortgage/mortgage-parameters-schema';
import { apiFetch } from './api-client';
import { queryRoots } from './query-keys';

/** GET /mortgage_parameters (public): the simulator's prefill and the MiVivienda year in force. */
export function getMortgageParametersQueryOptions() {
  return queryOptions({
    queryKey: queryRoots.mortgageParameters,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ mortgage_parameters: MortgageParameters }>('/mortgage_parameters', { signal }))
        .mortgage_parameters,
    staleTime: 10 * 60 * 1000,
  });
}

/** Shared through lib/: the detail's simulator reads it, the admin console's form changes it. */
export function useMortgageParameters() {
  return useQuery(getMortgageParametersQueryOptions()).data;
}
