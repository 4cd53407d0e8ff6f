import { useMemo, useState } from 'react';
import { useResultCount } from '../api/get-result-count';
import {
  applyChange,
  clearFilters,
  listingFilterKeys,
  toApiQuery,
  type ListingFilters,
  type ListingParams,
} from '../utils/listing-params';

/** Every filter, the absent ones as undefined, so applying a draft also removes what it removed. */
const filtersOf = (state: ListingParams): Partial<ListingFilters> =>
  Object.fromEntries(listingFilterKeys.map((key) => [key, state[key]]));

export interface PendingFilters {
  /** The phone's full-screen panel is open: its choices wait for 'Ver N resultados'. */
  isOpen: boolean;
  /** What the filter controls show: the draft while the panel is open, else the address. */
  filters: ListingParams;
  /** How many results the draft finds (undefined while it loads or when closed). */
  count: number | undefined;
  change: (change: Partial<ListingFilters>) => void;
  clear: () => void;
  open: () => void;
  /** Closes the panel, dropping the draft. */
  close: () => void;
  /** Applies the draft to the address and closes the panel. */
  apply: () => void;
}

/**
 * The filters as the filter bar edits them. Wide screens apply each choice at once; on a phone the panel
 * gathers choices in a draft, shows the live count of what they would find, and applies them together
 * ('Ver N resultados').
 */
export function usePendingFilters(
  params: ListingParams,
  apply: (change: Partial<ListingFilters>) => void,
  clearAll: () => void,
): PendingFilters {
  const [draft, setDraft] = useState<ListingParams | null>(null);
  const draftQuery = useMemo(() => (draft ? toApiQuery({ ...draft, page: 1 }) : null), [draft]);
  const count = useResultCount(draftQuery);
  return {
    isOpen: draft !== null,
    filters: draft ?? params,
    count,
    change: (change) => (draft ? setDraft(applyChange(draft, change)) : apply(change)),
    clear: () => (draft ? setDraft(clearFilters(draft)) : clearAll()),
    open: () => setDraft(params),
    close: () => setDraft(null),
    apply: () => {
      if (draft) apply(filtersOf(draft));
      setDraft(null);
    },
  };
}
