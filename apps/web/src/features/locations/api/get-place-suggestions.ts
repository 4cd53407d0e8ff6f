import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { normalizePlaceName } from '@inmuebles/shared/ubigeo/normalize-place-name';
import { PLACE_QUERY_MIN_LENGTH, type PlaceSuggestion } from '@inmuebles/shared/ubigeo/place-kinds';
import { apiFetch } from '@/lib/api-client';
import { locationKeys, locationQueryDefaults } from './location-query-defaults';

const noPlaces: PlaceSuggestion[] = [];

/** Waits this long after a keystroke before asking: a word typed quickly asks once. */
const TYPING_PAUSE_MS = 150;

async function getPlaceSuggestions(text: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  const { places } = await apiFetch<{ places: PlaceSuggestion[] }>('/locations/places', {
    query: { q: text },
    signal,
  });
  return places;
}

/**
 * The places whose name starts with what the search box holds ('mira' → Miraflores, Lima; Miraflores,
 * Arequipa...), asked from the API once typing pauses (the catalogue stays on the server, out of the
 * app's download). Empty for fewer than two letters.
 */
export function usePlaceSuggestions(text: string): PlaceSuggestion[] {
  const folded = normalizePlaceName(text);
  const [asked, setAsked] = useState(folded);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(folded), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [folded]);
  const isLongEnough = asked.length >= PLACE_QUERY_MIN_LENGTH && folded.length >= PLACE_QUERY_MIN_LENGTH;
  const query = useQuery({
    ...locationQueryDefaults,
    queryKey: [...locationKeys.all, 'places', asked],
    queryFn: ({ signal }) => getPlaceSuggestions(asked, signal),
    enabled: isLongEnough,
    // The list stays while the next word's answer comes, rather than blinking away.
    placeholderData: keepPreviousData,
  });
  return (isLongEnough && query.data) || noPlaces;
}
