import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyConfigurationValues } from '@inmuebles/shared/companies/configuration';
import type { CompanyConfigurationResponse } from '@inmuebles/shared/companies/management-schema';
import { apiFetch } from '@/lib/api-client';
import { companyAdminKeys, companyPath } from './company-admin-keys';

/** PUT /companies/{id}/configuration: answers the stored values (custom CSS sanitised) and a message. */
function saveCompanyConfiguration(
  ref: string,
  values: CompanyConfigurationValues,
): Promise<CompanyConfigurationResponse> {
  return apiFetch<CompanyConfigurationResponse>(`${companyPath(ref)}/configuration`, {
    method: 'PUT',
    body: { company_configuration: values },
  });
}

export function useSaveCompanyConfiguration(ref: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CompanyConfigurationValues) => saveCompanyConfiguration(ref, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyAdminKeys.all }),
  });
}
