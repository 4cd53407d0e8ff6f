import type { ReactNode } from 'react';

/**
 * The filters set, each a chip whose button removes it (the listing's and the projects' search). Nothing
 * when no filter is set.
 */
export function FilterChips<Chip extends { key: string; label: string }>({
  chips,
  onRemove,
  removeMark,
}: {
  chips: readonly Chip[];
  onRemove: (chip: Chip) => void;
  /** What follows the label to say the chip removes (hidden from screen readers). */
  removeMark: ReactNode;
}) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Filtros activos" className="mt-4 flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => onRemove(chip)}
            aria-label={`Quitar filtro: ${chip.label}`}
            className="inline-flex h-9 items-center gap-1.5 rounded-full bg-blue-50 pr-2.5 pl-3.5 text-sm font-medium text-blue-800 ring-1 ring-blue-200 ring-inset transition-colors hover:bg-blue-100 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
          >
            {chip.label}
            {removeMark}
          </button>
        </li>
      ))}
    </ul>
  );
}
