import { useMemo, useState } from 'react';
import { Link } from '@/lib/router';
import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import { normalizePlaceName } from '@inmuebles/shared/ubigeo/normalize-place-name';
import type { Department } from '@inmuebles/shared/ubigeo/types';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedSearch } from '@/hooks/use-debounced-search';
import { useCompanyDirectory } from '../api/list-companies';
import { CompanyLogo } from './company-logo';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';

const fieldStyles =
  'h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/30 focus:outline-none sm:text-sm';

/** Whether a company's address names the department (companies store a free-text address, no ubigeo). */
const isInDepartment = (company: PublicCompany, department: string) =>
  normalizePlaceName(company.address ?? '').includes(normalizePlaceName(department));

/**
 * `/empresa`: the directory of companies (instead of 'Slug de empresa no encontrado'): search by
 * name (on the server) and by department (read from each company's address), each card opening its page.
 */
export function CompaniesDirectory({
  departments,
}: {
  /** The Departamento filter's options: from the API and the page's first view, not in this page's code. */
  departments: readonly Pick<Department, 'id' | 'name'>[];
}) {
  const [search, setSearch] = useState('');
  const [department, setDepartment] = useState('');
  const { draft, setDraft, submit } = useDebouncedSearch(search, setSearch);
  const query = useCompanyDirectory(search);
  const companies = useMemo(
    () =>
      (query.data?.companies ?? []).filter((company) => !department || isInDepartment(company, department)),
    [query.data, department],
  );

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Empresas inmobiliarias</h1>
      <p className="mt-1 text-sm text-slate-600">Conoce a las empresas que publican en InmoPerú.</p>
      <form role="search" onSubmit={submit} className="mt-6 grid gap-3 sm:grid-cols-[minmax(0,1fr)_16rem]">
        <label className="block">
          <span className="mb-1 block text-sm font-medium text-slate-700">Nombre de la empresa</span>
          <input
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Buscar por nombre"
            className={fieldStyles}
          />
        </label>
        <label className="block">
          <span className="mb-1 block text-sm font-medium text-slate-700">Departamento</span>
          <select
            value={department}
            onChange={(event) => setDepartment(event.target.value)}
            className={fieldStyles}
          >
            <option value="">Todos</option>
            {departments.map((item) => (
              <option key={item.id} value={item.name}>
                {item.name}
              </option>
            ))}
          </select>
        </label>
      </form>

      {query.isPending ? (
        <div className="flex min-h-60 items-center justify-center text-blue-600">
          <Spinner size="lg" label="Cargando..." />
        </div>
      ) : query.isError ? (
        <p role="alert" className="mt-8 text-slate-700">
          No pudimos cargar las empresas. Por favor, intenta de nuevo.
        </p>
      ) : companies.length === 0 ? (
        <p role="status" className="mt-8 text-slate-700">
          No encontramos empresas con esos criterios.
        </p>
      ) : (
        // grid-cols-1 (minmax(0, 1fr)): a card never grows past the screen with its longest line.
        <ul aria-label="Empresas" className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {companies.map((company) => (
            <li key={company.id}>
              <Link
                to={publicPaths.company(company.slug)}
                className="flex h-full items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
              >
                <CompanyLogo company={company} className="size-14 shrink-0 rounded-xl" />
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-slate-900">{company.name}</span>
                  {company.address && (
                    <span className="block text-sm break-words text-slate-600">{company.address}</span>
                  )}
                  <span className="block text-sm text-slate-500">
                    {company.properties_count === 1
                      ? '1 propiedad'
                      : `${company.properties_count} propiedades`}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
