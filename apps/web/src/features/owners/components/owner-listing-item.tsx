import type { OwnerListing } from '@inmuebles/shared/owners/owner-schema';
import { VERIFIED_REGISTRY_LABEL } from '@inmuebles/shared/owners/advertiser';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';
import type { PropertyStatus } from '@inmuebles/shared/properties/enums';
import { Link } from '@/lib/router';
import { buttonStyles } from '@/components/ui/button-styles';
import {
  ownerListingState,
  ownerStateExplanations,
  ownerStateLabels,
  type OwnerListingState,
} from '../model/listing-state';

/** Where an owner edits one of their listings (the same five-step editor). */
export const ownerEditPath = (slug: string) => `/mis-inmuebles/editar/${encodeURIComponent(slug)}`;

const tones: Record<OwnerListingState, string> = {
  review: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  published: 'bg-emerald-50 text-emerald-700 ring-emerald-600/25',
  rejected: 'bg-red-50 text-red-700 ring-red-600/25',
  paused: 'bg-slate-100 text-slate-700 ring-slate-500/25',
  draft: 'bg-slate-100 text-slate-700 ring-slate-500/25',
  archived: 'bg-slate-100 text-slate-500 ring-slate-500/25',
};

const numberFormat = new Intl.NumberFormat('es-PE');

/** The status changes each state offers: pause a public one, publish one held back, archive, restore. */
function actionsOf(state: OwnerListingState): { label: string; status: PropertyStatus }[] {
  switch (state) {
    case 'published':
      return [
        { label: 'Pausar', status: 'draft' },
        { label: 'Archivar', status: 'archived' },
      ];
    case 'review':
      return [{ label: 'Archivar', status: 'archived' }];
    case 'archived':
      return [{ label: 'Restaurar', status: 'draft' }];
    default:
      return [
        { label: state === 'rejected' ? 'Enviar a revisión' : 'Publicar', status: 'published' },
        { label: 'Archivar', status: 'archived' },
      ];
  }
}

export interface OwnerListingItemProps {
  listing: OwnerListing;
  onStatus: (listing: OwnerListing, status: PropertyStatus) => void;
  isUpdating: boolean;
}

/** One of the owner's listings: its state and what it means, the admin's reason, its counts and actions. */
export function OwnerListingItem({ listing, onStatus, isUpdating }: OwnerListingItemProps) {
  const state = ownerListingState(listing);
  const counts = [
    { label: 'Visitas', value: listing.view_count },
    { label: 'Favoritos', value: listing.favorite_count },
    { label: 'Consultas', value: listing.contact_count },
  ];
  return (
    <article
      aria-label={listing.title}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {state === 'published' ? (
            <Link
              to={publicPaths.property(listing.slug)}
              className="font-semibold break-words text-slate-900 hover:text-blue-700"
            >
              {listing.title}
            </Link>
          ) : (
            <p className="font-semibold break-words text-slate-900">{listing.title}</p>
          )}
          {listing.registry_verified && (
            <p className="mt-0.5 text-xs font-medium text-emerald-700">{VERIFIED_REGISTRY_LABEL}</p>
          )}
        </div>
        <span
          className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[state]}`}
        >
          {ownerStateLabels[state]}
        </span>
      </div>

      <p className="text-sm text-slate-600">{ownerStateExplanations[state]}</p>
      {state === 'rejected' && listing.review_reason && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <span className="font-semibold">Motivo del rechazo: </span>
          {listing.review_reason}
        </p>
      )}
      {listing.hidden_reason && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <span className="font-semibold">Oculto por un administrador: </span>
          {listing.hidden_reason}
        </p>
      )}

      <dl className="grid grid-cols-3 gap-2 text-center">
        {counts.map((count) => (
          <div key={count.label} className="rounded-lg bg-slate-50 px-2 py-2">
            <dt className="text-xs text-slate-500">{count.label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{numberFormat.format(count.value)}</dd>
          </div>
        ))}
      </dl>

      <div className="flex flex-wrap gap-2">
        {state !== 'archived' && (
          <Link to={ownerEditPath(listing.slug)} className={buttonStyles('secondary', 'sm')}>
            Editar
          </Link>
        )}
        {actionsOf(state).map((action) => (
          <button
            key={action.label}
            type="button"
            disabled={isUpdating}
            onClick={() => onStatus(listing, action.status)}
            className={buttonStyles(action.status === 'archived' ? 'ghost' : 'secondary', 'sm')}
          >
            {action.label}
          </button>
        ))}
      </div>
    </article>
  );
}
