import { Link, useSearchParams } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useUnsubscribeSavedSearch } from '../api/saved-searches';

/**
 * /alertas/baja?token= (docs/product/searcher-accounts.md): where an alert e-mail's visible "dejar de
 * recibir" link lands. It asks for one click instead of unsubscribing on load, because mail scanners open
 * links by themselves; mail programs use the List-Unsubscribe header's one-click POST instead.
 */
export function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const unsubscribe = useUnsubscribeSavedSearch();

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">Dejar de recibir alertas</h1>
      {unsubscribe.isSuccess ? (
        <Notice icon tone="success" title={unsubscribe.data.message}>
          Puedes volver a activarlas cuando quieras desde{' '}
          <Link to="/busquedas-guardadas" className="font-semibold underline">
            Búsquedas guardadas
          </Link>
          .
        </Notice>
      ) : (
        <div className="space-y-4">
          <p className="text-slate-700">
            Dejarás de recibir por correo las propiedades nuevas de esta búsqueda guardada. La búsqueda no se
            borra: queda en pausa.
          </p>
          {(unsubscribe.isError || !token) && (
            <Notice icon tone="error" title="No pudimos dar de baja las alertas">
              {token ? unsubscribe.error?.message : 'El enlace para dejar de recibir alertas no es válido.'}
            </Notice>
          )}
          <Button
            disabled={!token}
            isLoading={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate(token)}
          >
            Dejar de recibir alertas
          </Button>
        </div>
      )}
    </div>
  );
}
