import { ownerMessages } from '@inmuebles/shared/owners/owner-schema';
import { Link } from '@/lib/router';
import { buttonStyles } from '@/components/ui/button-styles';

/** Where "Publicar mi inmueble" opens the five-step editor in owner mode. */
export const ownerNewListingPath = '/mis-inmuebles/nuevo';

/**
 * "Publicar mi inmueble", or, with every active place taken, the limit said plainly (the server's own
 * 409 message) instead of a button that would fail.
 */
export function PublishEntry({ active, maxActive }: { active: number; maxActive: number }) {
  if (active >= maxActive) {
    return (
      <p
        role="status"
        className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-600/20"
      >
        {ownerMessages.limit}
      </p>
    );
  }
  return (
    <Link to={ownerNewListingPath} className={buttonStyles('primary', 'md')}>
      Publicar mi inmueble
    </Link>
  );
}
