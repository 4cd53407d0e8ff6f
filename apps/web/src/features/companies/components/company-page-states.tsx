import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { AppFooter } from '@/components/layout/app-footer';
import { AppHeader } from '@/components/layout/app-header';
import { buttonStyles } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { BuildingIcon } from '@/components/icons/property-icons';

/** Spinner while the company loads (docs/product/public-and-auth.md §2.4). */
export function CompanyPageLoading() {
  return (
    <div className="flex min-h-[70vh] items-center justify-center text-blue-600">
      <Spinner size="lg" label="Cargando..." />
    </div>
  );
}

/**
 * A state with no company template to frame it: the site's own header and footer do, since
 * the root layout leaves them out of /empresa/ pages for the templates' own.
 */
function StatePanel({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <>
      <AppHeader />
      <StateBody title={title} text={text}>
        {children}
      </StateBody>
      <AppFooter />
    </>
  );
}

function StateBody({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex min-h-[70vh] w-full max-w-xl flex-1 flex-col items-center justify-center px-5 py-20 text-center">
      <span
        aria-hidden="true"
        className="inline-flex size-16 items-center justify-center rounded-2xl bg-slate-100 text-slate-500"
      >
        <BuildingIcon className="size-8" strokeWidth={1.7} />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {text && <p className="mt-3 text-slate-600">{text}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}

const homeLink = (
  <Link to="/" className={buttonStyles('secondary', 'md')}>
    Volver al inicio
  </Link>
);

/** An unknown slug: a not-found state, never demo content in its place (docs/decisions.md). */
export function CompanyNotFound() {
  return (
    <StatePanel title="Empresa no encontrada" text="La empresa que buscas no existe o ya no está disponible.">
      {homeLink}
    </StatePanel>
  );
}

/** The company could not be loaded (network, server): retry, or go home. */
export function CompanyLoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <div role="alert">
      <StatePanel
        title="Error al cargar la empresa"
        text="No pudimos cargar la página de esta empresa. Por favor, intenta de nuevo."
      >
        <button
          type="button"
          onClick={onRetry}
          disabled={isRetrying}
          className={buttonStyles('primary', 'md')}
        >
          Intentar de nuevo
        </button>
        {homeLink}
      </StatePanel>
    </div>
  );
}
