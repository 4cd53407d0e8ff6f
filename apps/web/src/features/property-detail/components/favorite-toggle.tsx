import { formatCount } from '@inmuebles/shared/properties/format';
import { useFavoriteClick } from '@/lib/toggle-favorite';
import { HeartIcon } from '@/components/icons/property-icons';

export interface FavoriteToggleProps {
  propertyId: number;
  slug: string;
  isFavorited: boolean;
  favoriteCount: number;
}

/**
 * The detail page's favourite (docs/decisions.md: it works as on the card). A guest goes to login and comes
 * back here; for a signed-in user the heart changes only when the server has answered.
 */
export function FavoriteToggle({ propertyId, slug, isFavorited, favoriteCount }: FavoriteToggleProps) {
  const toggle = useFavoriteClick({ propertyId, slug, isFavorited });

  return (
    <button
      type="button"
      // The visible count belongs in the accessible name too (WCAG 2.5.3, label in name).
      aria-label={`Favorito: ${formatCount(favoriteCount)}`}
      aria-pressed={isFavorited}
      aria-busy={toggle.isPending || undefined}
      title={isFavorited ? 'Quitar de favoritos' : 'Agregar a favoritos'}
      onClick={toggle.onClick}
      className={`inline-flex h-11 items-center justify-center gap-2 rounded-full border px-4 text-sm font-semibold shadow-sm transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 ${
        isFavorited
          ? 'border-rose-200 bg-rose-50 text-rose-600 hover:bg-rose-100'
          : 'border-slate-200 bg-white text-slate-700 hover:border-rose-200 hover:text-rose-600'
      } ${toggle.isPending ? 'cursor-wait opacity-70' : ''}`}
    >
      <HeartIcon filled={isFavorited} />
      <span aria-hidden="true" className="tabular-nums">
        {formatCount(favoriteCount)}
      </span>
    </button>
  );
}
