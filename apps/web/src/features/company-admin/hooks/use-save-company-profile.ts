import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyUpdateBody } from '@inmuebles/shared/companies/management-schema';
import { companyAdminKeys } from '../api/company-admin-keys';
import { deleteCompanyImage, type CompanyImageKind } from '../api/delete-company-image';
import { updateCompany } from '../api/update-company';
import type { ImageChanges } from '../utils/image-changes';

/**
 * The company form's save: PATCH with the fields (and any new logo or banner), then remove the images the
 * user took away. A failed removal is only logged, as the spec does for image deletes (docs/product/signed-in-area.md §8); the
 * profile itself was saved. Every company query is refreshed afterwards (stats, the public page).
 */
export function useSaveCompanyProfile(ref: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, images }: { fields: CompanyUpdateBody; images: ImageChanges }) => {
      const company = await updateCompany(ref, fields, { logo: images.logo.file, cover: images.cover.file });
      const removals = (['logo', 'cover'] as const satisfies readonly CompanyImageKind[]).filter(
        (kind) => images[kind].remove && !images[kind].file,
      );
      for (const kind of removals) {
        try {
          await deleteCompanyImage(ref, kind);
        } catch (error) {
          console.error(`No se pudo quitar la imagen (${kind}) de la empresa.`, error);
        }
      }
      return company;
    },
    onSuccess: (company) => {
      queryClient.setQueryData(companyAdminKeys.company(ref), company);
      return queryClient.invalidateQueries({ queryKey: companyAdminKeys.all });
    },
  });
}
