import { Spinner } from './spinner';

/** Full-area loading state, used as the Suspense fallback while a screen's code loads. */
export function PageSpinner({ label = 'Cargando...' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-blue-600">
      <Spinner size="lg" label={label} />
    </div>
  );
}
