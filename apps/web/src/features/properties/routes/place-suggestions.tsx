import { useEffect, useMemo } from 'react';
import { placeKindLabels, type PlaceSuggestion } from '@inmuebles/shared/ubigeo/place-kinds';
// A route module composes features (docs/architecture.md, Web conventions): the search box's places are
// the locations feature's.
import { usePlaceSuggestions } from '@/features/locations/api/get-place-suggestions';
import type { SearchSuggestion } from '../components/search-bar';

/** The places found for the text in the search box, and how the box lists them. */
export interface FoundPlaces {
  places: readonly PlaceSuggestion[];
  options: readonly SearchSuggestion[];
}

export interface PlaceSuggestionsProps {
  text: string;
  onFound: (found: FoundPlaces) => void;
}

/**
 * Finds the places for the text typed in the listing's search box and hands them to the page; draws
 * nothing. Its own module: the page loads it with the first keystroke, not with its first view.
 */
export function PlaceSuggestions({ text, onFound }: PlaceSuggestionsProps) {
  const places = usePlaceSuggestions(text);
  const options = useMemo(
    () => places.map((place) => ({ label: place.label, detail: placeKindLabels[place.kind] })),
    [places],
  );
  useEffect(() => onFound({ places, options }), [places, options, onFound]);
  return null;
}
