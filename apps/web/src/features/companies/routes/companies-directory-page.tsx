import { pageTitle } from '@inmuebles/shared/format/page-title';
import { useDepartments } from '@/features/locations/api/get-departments';
import { CompaniesDirectory } from '../components/companies-directory';

/**
 * `/empresa`: the directory of companies (docs/product/public-and-auth.md §2.4). A screen of its own, so the
 * directory downloads none of the company page's templates.
 */
export function CompaniesDirectoryPage() {
  const departments = useDepartments();
  return (
    <>
      <title>{pageTitle('Empresas inmobiliarias')}</title>
      <CompaniesDirectory departments={departments.data ?? []} />
    </>
  );
}
