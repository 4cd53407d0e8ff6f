import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyPresetResponse, CompanyPreset } from '@inmuebles/shared/companies/management-schema';
import { apiFetch } from '@/lib/api-client';
import { companyAdminKeys, companyPath } from './company-admin-keys';

/**
 * POST /companies/{id}/configuration/apply_preset: the server sets and saves the preset's template,
 * palette and font (custom CSS kept) and answers them.
 */
function applyCompanyPreset(ref: string, preset: CompanyPreset): Promise<ApplyPresetResponse> {
  return apiFetch<ApplyPresetResponse>(`${companyPath(ref)}/configuration/apply_preset`, {
    method: 'POST',
    body: { preset },
  });
}

export function useApplyCompanyPreset(ref: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preset: CompanyPreset) => applyCompanyPreset(ref, preset),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyAdminKeys.all }),
  });
}
