/** A grey card of the same shape as {@link PropertyCard}, shown while the first results load. */
export function PropertyCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex animate-pulse flex-col rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/80"
    >
      <div className="aspect-video rounded-t-2xl bg-slate-200 sm:aspect-[4/3]" />
      <div className="space-y-3 p-4 sm:p-5">
        <div className="h-7 w-2/5 rounded-md bg-slate-200" />
        <div className="h-4 w-4/5 rounded bg-slate-200" />
        <div className="h-3 w-full rounded bg-slate-100" />
        <div className="h-3 w-3/4 rounded bg-slate-100" />
        <div className="h-3 w-1/2 rounded bg-slate-100" />
        <div className="flex items-center gap-2.5 border-t border-slate-100 pt-4">
          <div className="size-8 rounded-full bg-slate-200" />
          <div className="h-3 w-1/3 rounded bg-slate-200" />
        </div>
        <div className="grid grid-cols-2 gap-2">
          <div className="h-10 rounded-lg bg-slate-100" />
          <div className="h-10 rounded-lg bg-slate-200" />
        </div>
      </div>
    </div>
  );
}
