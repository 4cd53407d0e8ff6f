import { Link } from '@/lib/router';
import { Notice } from '@/components/ui/notice';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useSavedSearches } from '../api/saved-searches';
import { SavedSearchItem } from '../components/saved-search-item';

/** /busquedas-guardadas (docs/product/searcher-accounts.md): the person's saved searches and their alerts. */
export function SavedSearchesPage() {
  const searches = useSavedSearches();
  return (
    <div className="max-w-4xl">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Búsquedas guardadas</h1>
      {searches.isPending && <PageSpinner />}
      {searches.isError && (
        <Notice icon tone="error" title="No se pudieron cargar tus búsquedas">
          Inténtalo de nuevo en unos segundos.
        </Notice>
      )}
      {searches.data && searches.data.length === 0 && (
        <p className="text-slate-600">
          Aún no guardaste búsquedas. En{' '}
          <Link to="/propiedades" className="font-medium text-blue-700 underline">
            Propiedades
          </Link>
          , elige tus filtros y pulsa «Guardar búsqueda».
        </p>
      )}
      <ul className="space-y-4">
        {searches.data?.map((search) => (
          <SavedSearchItem key={search.id} search={search} />
        ))}
      </ul>
    </div>
  );
}
