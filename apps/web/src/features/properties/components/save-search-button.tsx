import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '@/lib/router';
import type { PropertyListQueryInput } from '@inmuebles/shared/properties/list-query';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/session';
import { buildLoginUrl } from '@/lib/auth-redirect';
import { savedSearchFilters, useSaveSearch } from '../api/save-search';

/** The address flag that saves the search once the guest comes back signed in. */
const SAVE_FLAG = 'guardar';

/**
 * "Guardar búsqueda" (docs/product/searcher-accounts.md): saves the listing's current filters. A guest goes
 * to sign in (or create an account from there) and comes back to the same search with `guardar=1`, which
 * saves it then.
 */
export function SaveSearchButton({ query }: { query: PropertyListQueryInput }) {
  const user = useCurrentUser();
  const save = useSaveSearch();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const autoSaved = useRef(false);
  const filters = savedSearchFilters(query);

  useEffect(() => {
    if (!user || params.get(SAVE_FLAG) !== '1' || autoSaved.current) return;
    autoSaved.current = true;
    save.mutate(filters);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SAVE_FLAG);
        return next;
      },
      { replace: true },
    );
  }, [user, params, save, filters, setParams]);

  const onClick = () => {
    if (user) {
      save.mutate(filters);
      return;
    }
    const back = new URLSearchParams(location.search);
    back.set(SAVE_FLAG, '1');
    void navigate(buildLoginUrl(`${location.pathname}?${back.toString()}`));
  };

  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant="secondary"
        size="sm"
        onClick={onClick}
        isLoading={save.isPending}
        disabled={save.isSuccess}
      >
        {save.isSuccess ? 'Búsqueda guardada' : 'Guardar búsqueda'}
      </Button>
      <p aria-live="polite" className="text-sm text-slate-600">
        {save.isSuccess && (
          <>
            Guardada como «{save.data.saved_search.name}».{' '}
            <Link to="/busquedas-guardadas" className="font-medium text-blue-700 underline">
              Ver búsquedas guardadas
            </Link>
          </>
        )}
        {save.isError && 'No se pudo guardar la búsqueda. Inténtalo de nuevo.'}
      </p>
    </div>
  );
}
