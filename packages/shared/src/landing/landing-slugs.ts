import type { ListingOperation, PropertyDetailType } from '../properties/enums.ts';
import { normalizePlaceName } from '../ubigeo/normalize-place-name.ts';

/*
 * The words of a landing page's address (docs/product/landing-pages.md §1), without the INEI catalogue: the
 * web app links to a landing page from names it already has, and must not load 1,892 districts for that.
 */

export const operationSlugs: Record<ListingOperation, string> = { sale: 'venta', rent: 'alquiler' };

/** The plural slug of each detail type, and its plural and singular labels in Spanish ("departamentos", "departamento"). */
export const detailTypeSlugs: Record<PropertyDetailType, { slug: string; plural: string; singular: string }> =
  {
    ApartmentResource: { slug: 'departamentos', plural: 'departamentos', singular: 'departamento' },
    HouseResource: { slug: 'casas', plural: 'casas', singular: 'casa' },
    OfficeResource: { slug: 'oficinas', plural: 'oficinas', singular: 'oficina' },
    WarehouseResource: { slug: 'almacenes', plural: 'almacenes', singular: 'almacén' },
    LotResource: { slug: 'lotes', plural: 'lotes urbanos', singular: 'lote urbano' },
    LandResource: { slug: 'terrenos', plural: 'terrenos agrícolas', singular: 'terreno agrícola' },
  };

/** "San Juan de Lurigancho" → "san-juan-de-lurigancho" (accents and ñ folded, as the catalogue compares). */
export const placeSlug = (name: string) =>
  normalizePlaceName(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** `/alquiler/departamentos/lima/lima/miraflores` from the operation, the type and the places' names. */
export function landingPathOfNames(target: {
  operation: ListingOperation;
  detailType: PropertyDetailType;
  /** Department, province, district: as many as the page narrows to, in that order. */
  places: readonly string[];
}): string {
  const parts = [operationSlugs[target.operation], detailTypeSlugs[target.detailType].slug];
  return `/${[...parts, ...target.places.map(placeSlug)].join('/')}`;
}

/** The first word of the projects' landing pages: `/proyectos/lima/lima/miraflores` (docs/product/projects.md). */
export const PROJECTS_SLUG = 'proyectos';

/** `/proyectos/lima/lima/miraflores` from the places' names (department, province, district; as many as given). */
export function projectLandingPathOfNames(places: readonly string[]): string {
  return `/${[PROJECTS_SLUG, ...places.map(placeSlug)].join('/')}`;
}
