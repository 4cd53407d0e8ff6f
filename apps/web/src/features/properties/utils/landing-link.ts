import { detailTypeSlugs } from '@inmuebles/shared/landing/landing-slugs';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';
import { hasActiveFilters, type ListingParams } from './listing-params';

/**
 * The landing page that shows exactly the listing's filters (docs/product/landing-pages.md §1): an
 * operation, a detail type and at most a place. Any other filter narrows further than the page does, so
 * there is no link then.
 */
export function landingLink(
  params: ListingParams,
  placeNames: readonly string[] | null,
): { href: string; label: string } | null {
  const { operation, property_detail_type: detailType, region, province, district } = params;
  if (!operation || !detailType || placeNames === null) return null;
  if (
    hasActiveFilters({
      ...params,
      operation: undefined,
      property_detail_type: undefined,
      region: undefined,
      province: undefined,
      district: undefined,
    })
  )
    return null;
  if ((region ? 1 : 0) + (province ? 1 : 0) + (district ? 1 : 0) !== placeNames.length) return null;
  const place = placeNames.at(-1) ?? 'el Perú';
  const operationWord = operation === 'sale' ? 'venta' : 'alquiler';
  return {
    href: publicPaths.landing({ operation, detailType, places: placeNames }),
    label: `Resumen de ${detailTypeSlugs[detailType].plural} en ${operationWord} en ${place}`,
  };
}
