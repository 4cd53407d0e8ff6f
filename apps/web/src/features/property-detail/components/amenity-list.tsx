import { amenityLabels, type Amenity } from '@inmuebles/shared/properties/amenities';

/** The property's amenities ('Piscina', 'Ascensor'...), each with a check mark, in the list's order. */
export function AmenityList({ amenities }: { amenities: readonly Amenity[] }) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-2.5 sm:grid-cols-3">
      {amenities.map((amenity) => (
        <li key={amenity} className="flex items-center gap-2 text-sm text-slate-700">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="currentColor"
            className="size-4 shrink-0 text-emerald-600"
          >
            <path
              fillRule="evenodd"
              d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
              clipRule="evenodd"
            />
          </svg>
          {amenityLabels[amenity]}
        </li>
      ))}
    </ul>
  );
}
