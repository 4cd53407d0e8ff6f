/** While the first page loads: grey cards in the grid's place. */
export function ProjectsLoading() {
  return (
    <div role="status" aria-label="Cargando proyectos" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
          <div className="aspect-video animate-pulse bg-slate-200 sm:aspect-[4/3]" />
          <div className="space-y-2 p-4">
            <div className="h-5 w-1/2 animate-pulse rounded bg-slate-200" />
            <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200" />
            <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
