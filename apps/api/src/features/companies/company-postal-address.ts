import { districtsNamed, resolveLocation, type LocationQuery } from '@inmuebles/shared/ubigeo/catalogue';

/** A schema.org PostalAddress of a company in Peru. */
export interface CompanyPostalAddress {
  '@type': 'PostalAddress';
  streetAddress?: string;
  addressLocality?: string;
  addressRegion?: string;
  addressCountry: 'PE';
}

interface Place {
  locality?: string;
  region?: string;
}

/** The most specific place a query names, with its department; undefined when it names none for sure. */
function resolved(query: LocationQuery): Place | undefined {
  const place = resolveLocation(query);
  if (!place) return undefined;
  return { locality: (place.district ?? place.province)?.name, region: place.department.name };
}

/**
 * The place the last parts of an address name, read against the INEI catalogue: "district, province,
 * department"; "district or province, department"; or one name. A department's name alone is the region,
 * and the locality too when its capital province has that name ('Cusco', 'Ica'); a district name that
 * several departments share ('Miraflores') is the locality, with no region.
 */
function placeOf(parts: readonly string[]): Place | undefined {
  const [first = '', second, third] = parts;
  if (third !== undefined) return resolved({ district: first, province: second, region: third });
  if (second !== undefined) {
    return resolved({ district: first, region: second }) ?? resolved({ province: first, region: second });
  }
  const department = resolveLocation({ region: first });
  if (department) {
    const capital = resolveLocation({ province: first, region: first })?.province;
    return { locality: capital?.name, region: department.department.name };
  }
  const named = resolved({ province: first }) ?? resolved({ district: first });
  if (named) return named;
  const shared = districtsNamed(first)[0];
  return shared ? { locality: shared.name } : undefined;
}

/**
 * A company's address, which it writes as one line ('Av. José Larco 1232, Of. 602, Miraflores, Lima'), as
 * a PostalAddress with the street, the locality and the region apart: the trailing comma-separated parts
 * that name a place (up to three) become the locality and the region, the others the street. Nothing
 * recognised: the whole line is the street, as the company wrote it.
 */
export function companyPostalAddress(address: string | null): CompanyPostalAddress {
  const parts = (address ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (let count = Math.min(3, parts.length); count >= 1; count -= 1) {
    const place = placeOf(parts.slice(parts.length - count));
    if (!place) continue;
    const street = parts.slice(0, parts.length - count).join(', ');
    return {
      '@type': 'PostalAddress',
      ...(street ? { streetAddress: street } : {}),
      ...(place.locality ? { addressLocality: place.locality } : {}),
      ...(place.region ? { addressRegion: place.region } : {}),
      addressCountry: 'PE',
    };
  }
  return {
    '@type': 'PostalAddress',
    ...(parts.length > 0 ? { streetAddress: parts.join(', ') } : {}),
    addressCountry: 'PE',
  };
}
