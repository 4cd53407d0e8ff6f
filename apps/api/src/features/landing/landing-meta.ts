import { detailTypeSlugs, landingPath, placeName } from '@inmuebles/shared/landing/landing-path';
import { pageTitle, PRODUCT_NAME } from '@inmuebles/shared/format/page-title';
import { formatPrice, formatTotal } from '@inmuebles/shared/properties/format';
import { listingOperationLabels } from '@inmuebles/shared/properties/enums';
import type { PageMeta } from '../../platform/web/page-meta.ts';
import { LANDING_PER_PAGE, type LandingPageData } from './landing-page.ts';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';
import { landingJsonLd } from './landing-document.ts';

/*
 * The head of a landing page: a title and description with the count and the lowest price, unique per
 * address (page 2 onwards says its number), a canonical, noindex when empty, and BreadcrumbList + ItemList.
 */

const operationWord = (data: LandingPageData) => listingOperationLabels[data.target.operation].toLowerCase();

/**
 * "85 departamentos en alquiler en Miraflores", "Más de 10,000 casas en venta en Lima" (or "1 departamentos…"
 * reads badly: the count leads).
 */
export function landingHeadline(data: LandingPageData): string {
  const names = detailTypeSlugs[data.target.detailType];
  // "1 casa en venta", "2 casas en venta"; with none, the plural ("casas en venta en …").
  const type = data.stats.count === 1 && data.stats.countIsExact ? names.singular : names.plural;
  const place = placeName(data.target);
  const lead = data.stats.count > 0 ? `${formatTotal(data.stats.count, data.stats.countIsExact)} ` : '';
  const text = `${lead}${type} en ${operationWord(data)} en ${place}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function landingPageMeta(data: LandingPageData, publicUrl: string): PageMeta {
  const path = landingPath(data.target);
  const from = data.stats.minPrice !== null ? ` desde ${formatPrice(data.stats.minPrice, 'PEN')}` : '';
  const pageSuffix = data.page > 1 ? ` - página ${data.page}` : '';
  const headline = landingHeadline(data);
  const description =
    data.stats.count > 0
      ? `${headline}${from}. Fotos, precios y contacto directo con la inmobiliaria en ${PRODUCT_NAME}.`
      : `Aún no hay ${headline.toLowerCase()}. Mira distritos cercanos u otras operaciones en ${PRODUCT_NAME}.`;
  return {
    title: pageTitle(`${headline}${from}${pageSuffix}`),
    description,
    canonicalPath: data.page > 1 ? `${path}?page=${data.page}` : path,
    noindex: data.stats.count === 0,
    type: 'website',
    jsonLd: landingJsonLd(publicUrl, breadcrumbs(data), {
      name: headline,
      count: data.stats.count,
      firstPosition: (data.page - 1) * LANDING_PER_PAGE + 1,
      items: data.properties.map((property) => ({
        name: property.title,
        path: publicPaths.property(property.slug),
      })),
    }),
  };
}

/** Inicio › Departamentos en alquiler › Lima › Lima › Miraflores. */
export function breadcrumbs(data: LandingPageData): { name: string; path: string }[] {
  const { target } = data;
  const type = detailTypeSlugs[target.detailType].plural;
  const base = { operation: target.operation, detailType: target.detailType };
  const crumbs = [
    { name: 'Inicio', path: '/' },
    {
      name: `${type.charAt(0).toUpperCase()}${type.slice(1)} en ${operationWord(data)}`,
      path: landingPath(base),
    },
  ];
  if (target.department) {
    crumbs.push({
      name: target.department.name,
      path: landingPath({ ...base, department: target.department }),
    });
    if (target.province) {
      crumbs.push({
        name: target.province.name,
        path: landingPath({ ...base, department: target.department, province: target.province }),
      });
      if (target.district) crumbs.push({ name: target.district.name, path: landingPath(target) });
    }
  }
  return crumbs;
}
