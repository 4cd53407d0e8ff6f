import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ExchangeRate,
  ExchangeRateResponse,
} from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import { apiFetch } from './api-client';
import { takeFirstView } from './first-view';
import { queryRoots } from './query-keys';

/** GET /exchange_rate (public): the USD→PEN rate in force, its date and source. */
async function getExchangeRate(signal?: AbortSignal): Promise<ExchangeRate> {
  const { exchange_rate } = await apiFetch<ExchangeRateResponse>('/exchange_rate', { signal });
  return exchange_rate;
}

/**
 * The rate changes at most daily (an admin sets it): one answer serves every card and detail for an hour.
 * The cards, the detail and the filters share it through lib/, since features do not import each other.
 */
function getExchangeRateQueryOptions() {
  return queryOptions({
    queryKey: queryRoots.exchangeRate,
    queryFn: ({ signal }) => getExchangeRate(signal),
    // The page the server sent may carry this answer already (lib/first-view.ts).
    initialData: () => takeFirstView('exchange-rate', {})?.exchange_rate,
    staleTime: 60 * 60 * 1000,
    gcTime: Infinity,
  });
}

/** The rate in force; while it loads (or if it fails) prices show in their own currency only. */
export function useExchangeRate() {
  return useQuery(getExchangeRateQueryOptions()).data;
}
