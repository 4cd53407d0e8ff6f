import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MiViviendaYear,
  MiViviendaYearWrite,
  MortgageParameters,
  MortgageParametersWrite,
} from '@inmuebles/shared/mortgage/mortgage-parameters-schema';
import { apiFetch } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

const yearsKey = ['admin', 'mivivienda-years'] as const;

/** PUT /admin/mortgage_parameters: the simulator's prefill follows on every screen. */
export function useSetMortgageParameters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MortgageParametersWrite) =>
      apiFetch<{ mortgage_parameters: MortgageParameters }>('/admin/mortgage_parameters', {
        method: 'PUT',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.mortgageParameters }),
  });
}

export const useMiViviendaYears = () =>
  useQuery({
    queryKey: yearsKey,
    queryFn: ({ signal }) => apiFetch<{ years: MiViviendaYear[] }>('/admin/mivivienda_years', { signal }),
  });

/** PUT /admin/mivivienda_years/{year}: the cards' badges and the filter follow the year in force. */
export function useSaveMiViviendaYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ year, body }: { year: number; body: MiViviendaYearWrite }) =>
      apiFetch<{ year: MiViviendaYear }>(`/admin/mivivienda_years/${year}`, { method: 'PUT', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: yearsKey }),
        queryClient.invalidateQueries({ queryKey: queryRoots.mortgageParameters }),
        queryClient.invalidateQueries({ queryKey: queryRoots.properties }),
      ]),
  });
}
