import { useEffect, useState } from 'react';
import { UiTimings } from '@inmuebles/shared/properties/limits';
import { normalizeField, type CompanyPropertyFilters } from '../utils/company-page-params';

/** The typed fields of the filter bar (the selects apply at once). */
export type TypedFilters = Pick<
  CompanyPropertyFilters,
  'search' | 'location' | 'min_price' | 'max_price' | 'min_area'
>;

/** What a draft means once applied: trimmed text, and only well-formed non-negative amounts (filter registry). */
function normalizeDraft(draft: TypedFilters): TypedFilters {
  return {
    search: normalizeField('search', draft.search),
    location: normalizeField('location', draft.location),
    min_price: normalizeField('min_price', draft.min_price),
    max_price: normalizeField('max_price', draft.max_price),
    min_area: normalizeField('min_area', draft.min_area),
  };
}

const keyOf = (filters: TypedFilters) => JSON.stringify(normalizeDraft(filters));

const pickTyped = ({ search, location, min_price, max_price, min_area }: TypedFilters): TypedFilters => ({
  search,
  location,
  min_price,
  max_price,
  min_area,
});

/**
 * The typed fields as the visitor edits them. A change applies after the spec's 500 ms pause (or at once
 * with `applyNow`, on Enter); a change from elsewhere (clear, back button) replaces the draft.
 */
export function useFilterDraft(applied: TypedFilters, onApply: (filters: TypedFilters) => void) {
  const appliedKey = keyOf(applied);
  const [draft, setDraft] = useState(() => pickTyped(applied));
  const [syncedKey, setSyncedKey] = useState(appliedKey);

  if (syncedKey !== appliedKey) {
    setSyncedKey(appliedKey);
    // Only an outside change replaces what is typed: "San " applied as "San" must keep its space.
    if (keyOf(draft) !== appliedKey) setDraft(pickTyped(applied));
  }

  const draftKey = keyOf(draft);
  useEffect(() => {
    if (draftKey === appliedKey) return;
    const timer = window.setTimeout(
      () => onApply(JSON.parse(draftKey) as TypedFilters),
      UiTimings.searchDebounce,
    );
    return () => window.clearTimeout(timer);
  }, [draftKey, appliedKey, onApply]);

  const setField = (field: keyof TypedFilters, value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const applyNow = () => {
    if (draftKey !== appliedKey) onApply(normalizeDraft(draft));
  };

  return { draft, setField, applyNow };
}
