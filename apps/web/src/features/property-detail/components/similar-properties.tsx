import { PropertyGrid } from '@/components/property-grid/property-grid';
import { useSimilarProperties } from '../api/get-similar-properties';

const headingId = 'similares-titulo';

/**
 * "Propiedades similares" (docs/product/offers-and-search.md §5): up to six of the same operation and type
 * nearby at a close price. Absent while loading, on failure and when there are none: it is a suggestion,
 * never worth an error or an empty block.
 */
export function SimilarProperties({ slug }: { slug: string }) {
  const { data: properties } = useSimilarProperties(slug);
  if (!properties || properties.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-12 border-t border-slate-200 pt-10">
      <h2 id={headingId} className="mb-6 text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">
        Propiedades similares
      </h2>
      {/* Six at most: one page, no pagination. */}
      <PropertyGrid properties={properties} label="Propiedades similares" />
    </section>
  );
}
