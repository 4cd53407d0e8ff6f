import { useEffect } from 'react';
import { Link } from '@/lib/router';
import { buttonStyles } from '@/components/ui/button-styles';

/** Shown when a screen fails to render or its code cannot be loaded (e.g. after a new release). */
export function RouteErrorPage({ error }: { error: unknown }) {
  useEffect(() => console.error(error), [error]);

  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Algo salió mal</h1>
      <p className="mt-3 text-slate-600">
        No pudimos mostrar esta página. Recarga la página o vuelve al inicio.
      </p>
      <div className="mt-8 flex gap-3">
        <button type="button" onClick={() => window.location.reload()} className={buttonStyles('primary')}>
          Recargar página
        </button>
        <Link to="/" className={buttonStyles('secondary')}>
          Volver al inicio
        </Link>
      </div>
    </section>
  );
}
