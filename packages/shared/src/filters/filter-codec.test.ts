import { describe, expect, it } from 'vitest';
import { encodePolyline } from '../geo/polyline.ts';
import {
  apiFilters,
  countFilters,
  filterChips,
  hasFilters,
  readFilters,
  writeFilters,
  type FiltersOf,
} from './filter-codec.ts';
import { filterRegistry } from './filter-registry.ts';
import { companyPageFilters, listingFilters, managementFilters } from './filter-sets.ts';

type ListingFilters = FiltersOf<(typeof listingFilters.keys)[number]>;

/** An address query as `readFilters` asks it (the shared package has no DOM's URLSearchParams). */
function query(text: string) {
  const pairs = text
    .split('&')
    .map((pair) => pair.split('=').map((part) => decodeURIComponent(part.replace(/\+/g, ' '))));
  return { get: (key: string) => pairs.find(([name]) => name === key)?.[1] ?? null };
}
const toQuery = (pairs: [string, string][]) =>
  pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');

const readListing = (text: string) => readFilters(listingFilters, query(text));
const writeListing = (filters: ListingFilters) => toQuery(writeFilters(listingFilters, filters));

const zone = encodePolyline([
  [-77.045, -12.1],
  [-77.025, -12.1],
  [-77.025, -12.085],
  [-77.045, -12.085],
]);

/** One value of every listing filter. */
const everyFilter: ListingFilters = {
  search: 'casa con jardín',
  property_detail_type: 'HouseResource',
  region: '15',
  province: '1501',
  district: '150122',
  operation: 'rent',
  currency: 'USD',
  min_price: 500,
  max_price: 1200.5,
  min_area: 40,
  max_area: 120,
  min_bedrooms: 2,
  min_bathrooms: 1,
  min_parking: 4,
  with_photos: true,
  with_video: true,
  amenities: ['pool', 'elevator', 'sea_view'],
  brand_new: true,
  advertiser: 'owner',
  published_within: '7d',
  price_dropped: true,
  mivivienda: true,
  bbox: '-77.05,-12.13,-77.01,-12.09',
  within: zone,
};

/** Every filter at once, on a sale search: 'Solo proyectos' exists only for Comprar. */
const everySaleFilter: ListingFilters = { ...everyFilter, operation: 'sale', listing_kind: 'project' };

describe('the URL codec derived from the filter registry', () => {
  it('round-trips every filter of the listing through the address, in the listing’s order', () => {
    const query = writeListing(everySaleFilter);
    expect(query.split('&').map((pair) => pair.split('=')[0])).toEqual(
      listingFilters.keys.filter((key) => key !== 'property_type'),
    );
    expect(readListing(query)).toEqual(everySaleFilter);
    // Off Comprar, the listing kind is dropped: rent has no projects.
    expect(readListing(writeListing({ ...everySaleFilter, operation: 'rent' }))).toEqual(everyFilter);
    expect(writeListing({})).toBe('');
  });

  it('writes amenities once each in the list’s order, and drops a list with an unknown one', () => {
    expect(readListing('amenities=sea_view,pool,sea_view')).toEqual({ amenities: ['pool', 'sea_view'] });
    expect(writeListing({ amenities: ['sea_view', 'pool'] })).toBe('amenities=pool%2Csea_view');
    expect(readListing('amenities=pool,sauna')).toEqual({});
    expect(readListing('amenities=')).toEqual({});
  });

  it('round-trips the company page and the management list', () => {
    const company = {
      search: 'vista',
      property_type: 'land',
      min_price: 1000,
      min_area: 80,
      location: 'Lince',
    } as const;
    const written = toQuery(writeFilters(companyPageFilters, company));
    expect(written).toBe('search=vista&property_type=land&min_price=1000&min_area=80&location=Lince');
    expect(readFilters(companyPageFilters, query(written))).toEqual(company);
    const management = { search: 'jardín', status: 'draft', operation: 'sale' } as const;
    expect(
      readFilters(managementFilters, query(toQuery(writeFilters(managementFilters, management)))),
    ).toEqual(management);
  });

  it('drops each value the API would refuse instead of failing, and keeps the good ones beside it', () => {
    expect(
      readListing(
        'property_type=castle&operation=swap&currency=EUR&min_price=-5&max_price=abc&min_area=1e9' +
          '&min_bedrooms=5&min_bathrooms=0&min_parking=2.5&with_photos=yes&with_video=false' +
          '&bbox=1,2,3&within=not+a+polyline&search=%20%20&region=15',
      ),
    ).toEqual({ region: '15' });
    expect(readListing(`search=${'a'.repeat(250)}`)).toEqual({ search: 'a'.repeat(200) });
    expect(readFilters(managementFilters, query('status=sold&property_type=all'))).toEqual({});
  });

  it('reads numbers as the API coerces them and leaves out the default currency', () => {
    expect(readListing('min_price=%201e3%20&max_area=80.50&currency=PEN')).toEqual({
      min_price: 1000,
      max_area: 80.5,
    });
  });

  it('applies the listing’s rules: one type filter, a coherent chain of place codes, ranges the right way up', () => {
    expect(readListing('property_type=land&property_detail_type=LotResource')).toEqual({
      property_detail_type: 'LotResource',
    });
    expect(readListing('region=15&province=0401&district=040101')).toEqual({ region: '15' });
    expect(readListing('region=Lima&province=1501')).toEqual({});
    expect(readListing('min_price=900&max_price=500&min_area=10&max_area=20')).toEqual({
      min_price: 900,
      min_area: 10,
      max_area: 20,
    });
    // The company page keeps an inverted range in its address, where its field shows why it is ignored.
    expect(readFilters(companyPageFilters, query('min_price=900&max_price=500'))).toEqual({
      min_price: 900,
      max_price: 500,
    });
  });

  it('sends the API its values, a flag as true and the currency only with a price bound', () => {
    expect(apiFilters(listingFilters, { currency: 'USD', with_photos: true, min_area: 40 })).toEqual({
      with_photos: 'true',
      min_area: 40,
    });
    expect(apiFilters(listingFilters, { currency: 'USD', max_price: 900 })).toEqual({
      currency: 'USD',
      max_price: 900,
    });
  });
});

describe('counts and chips derived from the filter registry', () => {
  it('counts the filter panel’s choices on the listing, a range once, the search and the map apart', () => {
    expect(countFilters(listingFilters, everyFilter)).toBe(17);
    expect(countFilters(listingFilters, { search: 'x', operation: 'sale', bbox: everyFilter.bbox })).toBe(0);
    expect(countFilters(listingFilters, { max_price: 10 })).toBe(1);
    expect(countFilters(listingFilters, { currency: 'USD' })).toBe(0);
  });

  it('sees a filter in anything that narrows the results, not in a currency alone', () => {
    expect(hasFilters(listingFilters, { operation: 'rent' })).toBe(true);
    expect(hasFilters(listingFilters, { within: zone })).toBe(true);
    expect(hasFilters(listingFilters, { currency: 'USD' })).toBe(false);
    expect(hasFilters(managementFilters, { status: 'archived' })).toBe(true);
  });

  it('counts the company page’s filters with its search', () => {
    expect(
      countFilters(companyPageFilters, { search: 'casa', property_type: 'land', min_price: 1, max_price: 2 }),
    ).toBe(3);
  });

  it('shows one chip per filter in the listing’s order, each naming what removing it clears', () => {
    expect(
      filterChips(listingFilters, everyFilter).map(({ label, clears }) => [
        label.replace(/\s/g, ' '),
        clears,
      ]),
    ).toEqual([
      ['“casa con jardín”', ['search']],
      ['Casa', ['property_detail_type']],
      ['Ubicación', ['region', 'province', 'district']],
      ['USD 500 – USD 1,201', ['min_price', 'max_price', 'currency']],
      ['40 m² – 120 m²', ['min_area', 'max_area']],
      ['2+ dormitorios', ['min_bedrooms']],
      ['1+ baño', ['min_bathrooms']],
      ['4+ estacionamientos', ['min_parking']],
      ['Con fotos', ['with_photos']],
      ['Con video', ['with_video']],
      ['Piscina, Ascensor, Vista al mar', ['amenities']],
      ['Estreno', ['brand_new']],
      ['Dueño directo', ['advertiser']],
      ['Publicado: última semana', ['published_within']],
      ['Bajaron de precio', ['price_dropped']],
      ['Apto MiVivienda', ['mivivienda']],
      ['Área del mapa', ['bbox']],
      ['Zona dibujada', ['within']],
    ]);
    expect(
      filterChips(listingFilters, { min_price: 3000 }).map((chip) => chip.label.replace(/\s/g, ' ')),
    ).toEqual(['Desde S/ 3,000']);
  });

  it('gives every filter that counts on the listing a chip, or a place in a range or in a chip that clears it', () => {
    const shown = new Set(filterChips(listingFilters, everySaleFilter).flatMap((chip) => chip.clears));
    const uncovered = listingFilters.keys.filter(
      (key) =>
        filterRegistry[key].counts && key !== 'operation' && key !== 'property_type' && !shown.has(key),
    );
    expect(uncovered).toEqual([]);
  });
});
