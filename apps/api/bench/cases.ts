import type { PropertyListQueryInput } from '@inmuebles/shared/properties/list-query';
import { MIRAFLORES_BBOX, SAN_ISIDRO_ZONE } from './map-cases.ts';

/** The listing queries the benchmark times: the main filters of the screen, then every sort unfiltered. */
export const benchCases: { name: string; query: Record<string, string> & PropertyListQueryInput }[] = [
  { name: 'sin filtros (smart_ranking)', query: {} },
  { name: 'tipo + departamento', query: { property_type: 'residential', region: '15' } },
  {
    name: 'tipo + distrito (nombre)',
    query: { property_type: 'commercial', region: 'Lima', district: 'San Isidro' },
  },
  { name: 'búsqueda "Miraflores"', query: { search: 'Miraflores' } },
  { name: 'búsqueda "casa con jardín"', query: { search: 'casa con jardín' } },
  { name: 'búsqueda con error "Mirafores"', query: { search: 'Mirafores' } },
  { name: 'rango de precio', query: { min_price: '100000', max_price: '200000' } },
  // Prices compared in soles over offers in both currencies, rooms, the price sort.
  {
    name: 'alquiler + precio máximo S/ (monedas mezcladas)',
    query: { operation: 'rent', currency: 'PEN', max_price: '3000' },
  },
  {
    name: 'venta + 3 dormitorios + distrito',
    query: { operation: 'sale', min_bedrooms: '3', district: '150122' },
  },
  // "Comprar" holds projects (docs/product/projects.md §2.6): the union of properties and projects.
  {
    name: 'Comprar + 2 dormitorios + rango de precio + distrito (con proyectos)',
    query: {
      operation: 'sale',
      min_bedrooms: '2',
      min_price: '300000',
      max_price: '900000',
      district: '150122',
    },
  },
  {
    name: 'orden precio ascendente + rango en US$',
    query: { sort: 'price_asc', currency: 'USD', min_price: '100000', max_price: '300000' },
  },
  { name: 'alquiler + área mínima', query: { operation: 'rent', min_area: '500' } },
  // Amenities (packages/shared properties/amenities.ts): `amenities @> {...}` through the GIN index.
  { name: 'venta + piscina + ascensor', query: { operation: 'sale', amenities: 'pool,elevator' } },
  {
    name: 'alquiler + amoblado + acepta mascotas + distrito',
    query: { operation: 'rent', amenities: 'furnished,pets_allowed', district: '150122' },
  },
  // The listing beside the map, over the visible area or a drawn zone (map-cases.ts).
  { name: 'bbox Miraflores + alquiler', query: { bbox: MIRAFLORES_BBOX, operation: 'rent' } },
  { name: 'zona dibujada de 12 vértices (San Isidro)', query: { within: SAN_ISIDRO_ZONE } },
  { name: 'página 50', query: { page: '50' } },
  { name: 'orden recent', query: { sort: 'recent' } },
  { name: 'orden most_viewed', query: { sort: 'most_viewed' } },
  { name: 'orden most_favorited', query: { sort: 'most_favorited' } },
  { name: 'orden featured', query: { sort: 'featured' } },
  { name: 'orden premium', query: { sort: 'premium' } },
  { name: 'orden trending', query: { sort: 'trending' } },
  { name: 'orden price_asc', query: { sort: 'price_asc' } },
  { name: 'orden price_desc', query: { sort: 'price_desc' } },
  // A type whose prices sit low in the catalogue: the descending price index walks past most other types.
  {
    name: 'venta + terreno, orden price_desc',
    query: { operation: 'sale', property_type: 'land', sort: 'price_desc' },
  },
];
