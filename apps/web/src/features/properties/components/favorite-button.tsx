import { useFavoriteClick } from '@/lib/toggle-favorite';
import { HeartIcon } from '@/components/icons/property-icons';

export interface FavoriteButtonProps {
  propertyId: number;
  slug: string;
  isFavorited: boolean;
  className?: string;
}

/**
 * The card's heart. A guest goes to login and comes back to this address; a signed-in user's heart
 * changes only when the server has answered (the state comes from the cached answer).
 */
export function FavoriteButton({ propertyId, slug, isFavorited, className = '' }: FavoriteButtonProps) {
  const toggle = useFavoriteClick({ propertyId, slug, isFavorited });

  return (
    <button
      type="button"
      aria-label="Favorito"
      aria-pressed={isFavorited}
      aria-busy={toggle.isPending || undefined}
      title={isFavorited ? 'Quitar de favoritos' : 'Agregar a favoritos'}
      onClick={(event) => {
        event.stopPropagation();
        toggle.onClick();
      }}
      className={`${className} ${isFavorited ? 'text-rose-500' : 'text-slate-700 hover:text-rose-500'} ${toggle.isPending ? 'cursor-wait opacity-70' : ''}`}
    >
      <HeartIcon filled={isFavorited} className="size-[18px]" strokeWidth={2} />
    </button>
  );
}
