import type { ReactNode } from 'react';
import type { FeatureTile } from '@inmuebles/shared/properties/detail-fields';
import { CheckIcon } from '@/components/icons/action-icons';
import { OutlineIcon } from '@/components/icons/create-icon';

/** A pictogram per kind of fact; anything else gets the generic check. */
const paths: Record<string, ReactNode> = {
  area: <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />,
  bedrooms: (
    <path d="M3 18v-7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v7M3 14h18M3 18v2M21 18v2M7 9V6h4v3M13 9V6h4v3" />
  ),
  bathrooms: (
    <path d="M4 12h16v3a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5v-3ZM6 12V6a2 2 0 0 1 3.5-1.3M7 20l-1 2M17 20l1 2" />
  ),
  parking: <path d="M6 20V4h7a5 5 0 0 1 0 10H6" />,
  floors: <path d="m12 3 9 5-9 5-9-5 9-5ZM3 13l9 5 9-5M3 17l9 5 9-5" />,
  floor_number: <path d="m12 3 9 5-9 5-9-5 9-5ZM3 13l9 5 9-5" />,
  year_built: <path d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4" />,
  orientation: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM15.5 8.5l-2 5-5 2 2-5 5-2Z" />,
  zoning: <path d="M3 3h8v8H3zM13 3h8v8h-8zM3 13h8v8H3zM13 13h8v8h-8z" />,
  utilities: <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" />,
  electricity: <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" />,
  water: <path d="M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11Z" />,
  irrigation: <path d="M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11Z" />,
  crops: <path d="M12 21V9M12 13c-3 0-5-2-5-5 3 0 5 2 5 5ZM12 11c3 0 5-2 5-5-3 0-5 2-5 5Z" />,
  garden: <path d="M12 21V9M12 13c-3 0-5-2-5-5 3 0 5 2 5 5ZM12 11c3 0 5-2 5-5-3 0-5 2-5 5Z" />,
  pool: (
    <path d="M2 18c2 0 2-1.5 4-1.5S8 18 10 18s2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5M7 15V5a2 2 0 0 1 4 0M13 15V5a2 2 0 0 1 4 0M7 9h6M7 12h6" />
  ),
  length_m: <path d="M3 12h18M6 9l-3 3 3 3M18 9l3 3-3 3" />,
  width_m: <path d="M12 3v18M9 6l3-3 3 3M9 18l3 3 3-3" />,
  front_m: <path d="M3 12h18M6 9l-3 3 3 3M18 9l3 3-3 3" />,
  depth_m: <path d="M12 3v18M9 6l3-3 3 3M9 18l3 3 3-3" />,
  ceiling_height: <path d="M12 3v18M9 6l3-3 3 3M9 18l3 3 3-3M4 3h16M4 21h16" />,
  meeting_rooms: (
    <path d="M17 21v-2a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v2M10 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM21 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
  ),
  security: <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Z" />,
  access: <path d="M4 20 9 4M20 20 15 4M12 6v2M12 11v2M12 16v2" />,
};

function TileIcon({ tileKey }: { tileKey: string }) {
  const drawing = paths[tileKey];
  return drawing ? <OutlineIcon>{drawing}</OutlineIcon> : <CheckIcon />;
}

/**
 * The feature tiles (docs/product/public-and-auth.md §2.3): one per valued fact, up to 4 per row. The labels and values come from
 * `featureTiles` (packages/shared), so only valued fields appear and booleans read 'Sí'.
 */
export function FeatureTiles({ tiles }: { tiles: FeatureTile[] }) {
  if (tiles.length === 0) return null;
  return (
    <dl data-testid="feature-tiles" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {tiles.map((tile) => (
        // A <dl> admits only dt/dd groups, so the decorative icon sits inside the <dt>, placed where the
        // tile's first column was.
        <div
          key={tile.key}
          data-tile={tile.key}
          className="relative min-h-17 min-w-0 rounded-xl border border-slate-200 bg-white py-3.5 pr-3.5 pl-16.5 shadow-xs"
        >
          <dt className="text-xs font-medium break-words hyphens-auto text-slate-500">
            <span
              aria-hidden="true"
              className="absolute top-3.5 left-3.5 inline-flex size-10 items-center justify-center rounded-lg bg-blue-50 text-blue-600"
            >
              <TileIcon tileKey={tile.key} />
            </span>
            {tile.label}
          </dt>
          <dd className="mt-0.5 text-sm font-semibold break-words text-slate-900">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
