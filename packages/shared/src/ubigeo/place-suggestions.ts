import { listDepartments, listDistricts, listProvinces } from './catalogue.ts';
import { normalizePlaceName } from './normalize-place-name.ts';
import { PLACE_QUERY_MIN_LENGTH, type PlaceSuggestion } from './place-kinds.ts';

export const PLACE_SUGGESTIONS_LIMIT = 8;

interface Candidate {
  suggestion: PlaceSuggestion;
  folded: string;
  kindOrder: number;
  /** A place in its department's capital province (INEI code ending in 01) is the one most people mean. */
  isCapital: boolean;
}

/** Names joined from the place outwards, a name equal to the one before it written once. */
const joinNames = (names: string[]) => names.filter((name, i) => name !== names[i - 1]).join(', ');

let candidates: Candidate[] | undefined;

function allCandidates(): Candidate[] {
  if (candidates) return candidates;
  candidates = [];
  for (const department of listDepartments()) {
    candidates.push({
      suggestion: { kind: 'department', label: department.name, region: department.id },
      folded: normalizePlaceName(department.name),
      kindOrder: 0,
      isCapital: true,
    });
    for (const province of listProvinces(department.id)) {
      const isCapital = province.id.endsWith('01');
      candidates.push({
        suggestion: {
          kind: 'province',
          label: joinNames([province.name, department.name]),
          region: department.id,
          province: province.id,
        },
        folded: normalizePlaceName(province.name),
        kindOrder: 1,
        isCapital,
      });
      for (const district of listDistricts(province.id)) {
        candidates.push({
          suggestion: {
            kind: 'district',
            label: joinNames([district.name, province.name, department.name]),
            region: department.id,
            province: province.id,
            district: district.id,
          },
          folded: normalizePlaceName(district.name),
          kindOrder: 2,
          isCapital,
        });
      }
    }
  }
  return candidates;
}

/** The listings of a place: its district's, or the sum of the districts under a province or department. */
function listingsOf(suggestion: PlaceSuggestion, listings: ReadonlyMap<string, number>): number {
  if (suggestion.district) return listings.get(suggestion.district) ?? 0;
  const prefix = suggestion.province ?? suggestion.region;
  let total = 0;
  for (const [district, count] of listings) if (district.startsWith(prefix)) total += count;
  return total;
}

/** 0: the name starts with the text; 1: one of its words does; undefined: no match. */
function matchRank(folded: string, query: string): number | undefined {
  if (folded.startsWith(query)) return 0;
  if (folded.includes(` ${query}`)) return 1;
  return undefined;
}

/**
 * The places of the ubigeo catalogue whose name (or one of its words) starts with `text`, accents and case
 * aside: 'mira' → 'Miraflores, Lima', 'Miraflores, Arequipa', ... Names starting with the text come
 * first; then the places with more listings (`listings`: count per district code), since those are what
 * people look for; then departments before provinces before districts, those of a capital province, A-Z.
 */
export function suggestPlaces(
  text: string,
  listings: ReadonlyMap<string, number> = new Map(),
  limit = PLACE_SUGGESTIONS_LIMIT,
): PlaceSuggestion[] {
  const query = normalizePlaceName(text);
  if (query.length < PLACE_QUERY_MIN_LENGTH) return [];
  const found: { candidate: Candidate; rank: number; listings: number }[] = [];
  for (const candidate of allCandidates()) {
    const rank = matchRank(candidate.folded, query);
    if (rank !== undefined)
      found.push({ candidate, rank, listings: listingsOf(candidate.suggestion, listings) });
  }
  found.sort(
    (a, b) =>
      a.rank - b.rank ||
      b.listings - a.listings ||
      a.candidate.kindOrder - b.candidate.kindOrder ||
      Number(b.candidate.isCapital) - Number(a.candidate.isCapital) ||
      a.candidate.suggestion.label.localeCompare(b.candidate.suggestion.label, 'es'),
  );
  return found.slice(0, limit).map(({ candidate }) => candidate.suggestion);
}
