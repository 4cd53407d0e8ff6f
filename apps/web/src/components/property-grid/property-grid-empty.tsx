import { TowersIcon } from '@/components/icons/property-icons';

/** No property to show (docs/product/signed-in-area.md §2.2): the grid's fixed texts. */
export function PropertyGridEmpty() {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <TowersIcon className="mx-auto size-10 text-slate-300" strokeWidth={1.4} />
      <p className="mt-3 text-lg font-semibold text-slate-900">No se encontraron propiedades</p>
      <p className="mt-1 text-sm text-slate-600">Intenta ajustar tus filtros para ver más resultados</p>
    </div>
  );
}
