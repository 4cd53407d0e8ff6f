import { gridColumns } from './grid-columns';

/** Grey cards with the shape of {@link PropertyGridCard}, shown while the first page loads. */
export function PropertyGridSkeleton({ count }: { count: number }) {
  return (
    <div aria-hidden="true" data-testid="property-grid-skeleton" className={gridColumns}>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          className="flex animate-pulse flex-col rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/80"
        >
          <div className="aspect-[4/3] rounded-t-2xl bg-slate-200" />
          <div className="space-y-3 p-4 sm:p-5">
            <div className="h-4 w-4/5 rounded bg-slate-200" />
            <div className="h-3 w-1/2 rounded bg-slate-100" />
            <div className="h-3 w-full rounded bg-slate-100" />
            <div className="flex justify-between pt-2">
              <div className="h-4 w-1/4 rounded bg-slate-100" />
              <div className="h-6 w-1/3 rounded-md bg-slate-200" />
            </div>
            <div className="h-10 rounded-lg bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
