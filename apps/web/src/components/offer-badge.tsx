import { listingOperationLabels, type ListingOperation } from '@inmuebles/shared/properties/enums';

const tones: Record<ListingOperation, string> = {
  sale: 'bg-blue-50 text-blue-800 ring-blue-200',
  rent: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

/** 'Venta' or 'Alquiler', each in its own colour so a mixed list reads at a glance. */
export function OfferBadge({ operation }: { operation: ListingOperation }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-md px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[operation]}`}
    >
      {listingOperationLabels[operation]}
    </span>
  );
}
