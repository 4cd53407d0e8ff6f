import { publicPaths } from '@inmuebles/shared/paths/public-paths';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { WarningIcon } from '@/components/icons/action-icons';
import { TowersIcon } from '@/components/icons/property-icons';
import { StatePanel } from '@/components/ui/state-panel';

/** While the project loads: a screen tall, so the footer never jumps. */
export function ProjectLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-blue-600">
      <Spinner size="lg" label="Cargando proyecto..." />
    </div>
  );
}

/** The project failed to load: the message and a retry. */
export function ProjectError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-16 sm:py-24">
      <StatePanel
        tone="error"
        icon={<WarningIcon className="size-7" />}
        title="Error al cargar el proyecto"
        headingLevel={1}
        className="rounded-2xl border border-slate-200 shadow-sm"
      >
        <Button className="mt-6" onClick={onRetry} isLoading={isRetrying}>
          Intentar de nuevo
        </Button>
      </StatePanel>
    </div>
  );
}

/** An unknown slug, or a project not published: never sample content. */
export function ProjectNotFound() {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-16 sm:py-24">
      <StatePanel
        tone="info"
        icon={<TowersIcon className="size-7" strokeWidth={1.4} />}
        title="Proyecto no encontrado"
        headingLevel={1}
        className="rounded-2xl border border-slate-200 shadow-sm"
      >
        <p className="mt-2 text-sm text-slate-600">
          Es posible que haya sido retirado o que el enlace no sea correcto.
        </p>
        <Link to={publicPaths.projects} className={buttonStyles('primary', 'md', 'mt-6')}>
          Ver todos los proyectos
        </Link>
      </StatePanel>
    </div>
  );
}
