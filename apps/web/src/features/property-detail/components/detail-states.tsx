import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { BuildingFrontIcon } from '@/components/icons/property-icons';

/** While the property loads. */
export function DetailLoading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center text-blue-600">
      <Spinner size="lg" label="Cargando propiedad..." />
    </div>
  );
}

function StatePanel({
  tone,
  title,
  children,
}: {
  tone: 'error' | 'neutral';
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-16 sm:py-24">
      <div
        role={tone === 'error' ? 'alert' : undefined}
        className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm"
      >
        <span
          aria-hidden="true"
          className={`inline-flex size-14 items-center justify-center rounded-2xl ${tone === 'error' ? 'bg-red-50 text-red-600' : 'bg-blue-50 text-blue-600'}`}
        >
          {tone === 'error' ? (
            <svg
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              className="size-7"
            >
              <path d="M12 8v5M12 16.5h.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
            </svg>
          ) : (
            <BuildingFrontIcon className="size-7" strokeWidth={1.4} />
          )}
        </span>
        <h1 className="mt-5 text-lg font-semibold text-slate-900">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** docs/product/public-and-auth.md §8, detail load fails: the message, a retry and 'Volver al inicio' (no sample property, docs/decisions.md). */
export function DetailError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <StatePanel tone="error" title="Error al cargar la propiedad">
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry} isLoading={isRetrying}>
          Intentar de nuevo
        </Button>
        <Link to="/" className={buttonStyles('secondary', 'md')}>
          Volver al inicio
        </Link>
      </div>
    </StatePanel>
  );
}

/** An unknown slug, or a property this visitor may not see: never sample content (docs/decisions.md). */
export function DetailNotFound() {
  return (
    <StatePanel tone="neutral" title="Propiedad no encontrada">
      <p className="mt-2 text-sm text-slate-600">
        Es posible que haya sido retirada o que el enlace no sea correcto.
      </p>
      <Link to="/" className={buttonStyles('primary', 'md', 'mt-6')}>
        Volver al inicio
      </Link>
    </StatePanel>
  );
}
