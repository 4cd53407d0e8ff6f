import { Spinner } from '@/components/ui/spinner';

/** docs/product/signed-in-area.md §2.1: the whole screen waits with 'Cargando dashboard...' while the user is absent. */
export function DashboardLoading() {
  return (
    <div
      role="status"
      className="flex min-h-[70vh] flex-1 flex-col items-center justify-center gap-4 text-slate-600"
    >
      <Spinner size="lg" className="text-blue-600" />
      <p className="text-sm font-medium">Cargando dashboard...</p>
    </div>
  );
}
