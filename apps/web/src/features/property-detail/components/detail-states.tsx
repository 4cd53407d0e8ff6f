import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { WarningIcon } from '@/components/icons/action-icons';
import { BuildingFrontIcon } from '@/components/icons/property-icons';
import { StatePanel } from '@/components/ui/state-panel';

/** While the property loads. */
export function DetailLoading() {
  return (
    // A screen tall: the footer stays below the fold until the property arrives, then never jumps (CLS).
    <div className="flex min-h-dvh items-center justify-center text-blue-600">
      <Spinner size="lg" label="Cargando propiedad..." />
    </div>
  );
}

/** A whole-screen state of the detail: the shared panel, centred in the page, titled by the page's h1. */
function DetailState({
  tone,
  title,
  children,
}: {
  tone: 'error' | 'info';
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-16 sm:py-24">
      <StatePanel
        tone={tone}
        icon={
          tone === 'error' ? (
            <WarningIcon className="size-7" />
          ) : (
            <BuildingFrontIcon className="size-7" strokeWidth={1.4} />
          )
        }
        title={title}
        headingLevel={1}
        className="rounded-2xl border border-slate-200 shadow-sm"
      >
        {children}
      </StatePanel>
    </div>
  );
}

/** docs/product/public-and-auth.md §8, detail load fails: the message, a retry and 'Volver al inicio' (no sample property, docs/decisions.md). */
export function DetailError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <DetailState tone="error" title="Error al cargar la propiedad">
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry} isLoading={isRetrying}>
          Intentar de nuevo
        </Button>
        <Link to="/" className={buttonStyles('secondary', 'md')}>
          Volver al inicio
        </Link>
      </div>
    </DetailState>
  );
}

/** An unknown slug, or a property this visitor may not see: never sample content (docs/decisions.md). */
export function DetailNotFound() {
  return (
    <DetailState tone="info" title="Propiedad no encontrada">
      <p className="mt-2 text-sm text-slate-600">
        Es posible que haya sido retirada o que el enlace no sea correcto.
      </p>
      <Link to="/" className={buttonStyles('primary', 'md', 'mt-6')}>
        Volver al inicio
      </Link>
    </DetailState>
  );
}
