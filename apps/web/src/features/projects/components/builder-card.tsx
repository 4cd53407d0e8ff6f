import type { Project } from '@inmuebles/shared/projects/project-schema';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';
import { Link } from '@/lib/router';
import { BuildingIcon } from '@/components/icons/property-icons';

/** The builder: its logo and name, whether InmoPerú verified it, its phone and its page. */
export function BuilderCard({ company }: { company: Project['company'] }) {
  return (
    <section
      aria-labelledby="constructora-titulo"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Constructora</p>
      <div className="mt-3 flex items-center gap-3">
        {company.logo_url ? (
          <img
            src={company.logo_url}
            alt=""
            className="size-12 rounded-xl border border-slate-200 object-contain"
          />
        ) : (
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-slate-100 text-slate-500">
            <BuildingIcon className="size-6" />
          </span>
        )}
        <div className="min-w-0">
          <h2 id="constructora-titulo" className="truncate font-semibold text-slate-900">
            {company.name}
          </h2>
          {company.verified && <p className="text-xs font-medium text-emerald-700">Empresa verificada</p>}
        </div>
      </div>
      {company.phone && (
        <p className="mt-3 text-sm text-slate-700">
          Teléfono:{' '}
          <a
            href={`tel:${company.phone.replace(/\s+/g, '')}`}
            className="font-medium text-blue-700 hover:underline"
          >
            {company.phone}
          </a>
        </p>
      )}
      <Link
        to={publicPaths.company(company.slug)}
        className="mt-3 inline-block text-sm font-medium text-blue-700 hover:underline"
      >
        Ver la empresa
      </Link>
    </section>
  );
}
