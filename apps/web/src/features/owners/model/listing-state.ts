import type { OwnerListing } from '@inmuebles/shared/owners/owner-schema';

/** Where an owner's listing stands, as their area names it (docs/product/owners.md §2 and 4). */
export type OwnerListingState = 'review' | 'published' | 'rejected' | 'paused' | 'draft' | 'archived';

export const ownerStateLabels: Record<OwnerListingState, string> = {
  review: 'Por revisar',
  published: 'Publicado',
  rejected: 'Rechazado',
  paused: 'Pausado',
  draft: 'Borrador',
  archived: 'Archivado',
};

/**
 * The state shown: archived first, then the admin's review (pending or rejected), then published; a draft
 * that was public once is 'Pausado' (pausing takes it back to draft), one never published a 'Borrador'.
 */
export function ownerListingState(
  listing: Pick<OwnerListing, 'status' | 'review_status' | 'published_at'>,
): OwnerListingState {
  if (listing.status === 'archived') return 'archived';
  if (listing.review_status === 'pending') return 'review';
  if (listing.review_status === 'rejected' && listing.status !== 'published') return 'rejected';
  if (listing.status === 'published') return 'published';
  return listing.published_at ? 'paused' : 'draft';
}

/** What each state means for the owner: what the visitors see and what comes next. */
export const ownerStateExplanations: Record<OwnerListingState, string> = {
  review:
    'Un administrador revisa tu aviso y la partida registral antes de publicarlo; mientras tanto no aparece en las búsquedas. Puedes seguir editándolo: sigue en revisión.',
  published: 'Visible en las búsquedas como «Dueño directo».',
  rejected: 'Un administrador no aprobó tu aviso. Corrígelo y vuelve a publicarlo: regresa a la revisión.',
  paused: 'No aparece en las búsquedas hasta que lo vuelvas a publicar.',
  draft: 'Aún no lo publicaste: complétalo y publícalo cuando esté listo.',
  archived:
    'Ya no cuenta para tu límite de inmuebles activos. Para volver a publicarlo necesitas un lugar libre.',
};
