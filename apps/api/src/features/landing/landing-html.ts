import { detailTypeSlugs, landingPath, placeName } from '@inmuebles/shared/landing/landing-path';
import { formatArea, formatOfferPrice, formatPrice } from '@inmuebles/shared/properties/format';
import { variantSrcset } from '@inmuebles/shared/properties/photo-srcset';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { priceDropText } from '@inmuebles/shared/properties/price-history-format';
import { escapeHtml } from '../../platform/web/render-index.ts';
import type { PageMeta } from '../../platform/web/page-meta.ts';
import { neighbourLinks, otherOperationLink, searchLink } from './landing-links.ts';
import { breadcrumbs, landingHeadline } from './landing-meta.ts';
import { landingSummaryText } from './landing-summary.ts';
import { landingPagination, landingPlaceLinks, renderLandingDocument } from './landing-document.ts';
import type { LandingPageData } from './landing-page.ts';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';

/* The listings' landing page `/{tipo}-en-{operación}/{lugar}` inside the shared frame (landing-document.ts). */

const e = escapeHtml;
/**
 * How wide the cards' grid (16rem minimum, 1rem gaps, in 72rem) draws a photo: one column on a phone,
 * two or three on a tablet, four from 1152 px. Cards offer renditions up to 800 px only, as in the app
 * (apps/web property-thumbnail.tsx), so a phone never downloads the 1600 px file.
 */
const CARD_SIZES = '(min-width: 1152px) 268px, (min-width: 576px) 50vw, calc(100vw - 2rem)';
const CARD_MAX_VARIANT_WIDTH = 800;

/**
 * The card's photo: AVIF and WebP renditions in a `<picture>`, or the thumbnail of a photo not reprocessed
 * yet. Width and height keep the 4:3 box before it loads; the first card's photo is the page's largest
 * paint, so it is fetched at once.
 */
function cardPhoto(property: PropertySummary, first: boolean): string {
  const photo = property.main_photo;
  if (!photo) return '<div class="nophoto" aria-hidden="true"></div>';
  const loading = first ? 'fetchpriority="high"' : 'loading="lazy"';
  const img = (src: string, srcset: string) =>
    `<img src="${e(src)}"${srcset ? ` srcset="${e(srcset)}" sizes="${CARD_SIZES}"` : ''} alt="${e(property.title)}" width="400" height="300" ${loading} decoding="async">`;
  const variants = (photo.variants ?? []).filter((v) => v.width <= CARD_MAX_VARIANT_WIDTH);
  const narrowest = variants.reduce<(typeof variants)[number] | undefined>(
    (a, b) => (a === undefined || b.width < a.width ? b : a),
    undefined,
  );
  if (!narrowest) return img(photo.thumbnail_url, '');
  return `<picture><source type="image/avif" srcset="${e(variantSrcset(variants, 'avif'))}" sizes="${CARD_SIZES}">${img(narrowest.webp_url, variantSrcset(variants, 'webp'))}</picture>`;
}

function card(property: PropertySummary, data: LandingPageData, first = false): string {
  const href = publicPaths.property(property.slug);
  const offer = property.listings.find((l) => l.operation === data.target.operation && l.status === 'active');
  const price = offer
    ? formatOfferPrice(offer.price, offer.currency, offer.operation)
    : formatPrice(property.price, property.currency);
  const place = [property.address.district, property.address.province].filter(Boolean).join(', ');
  const area = formatArea(property.area_m2);
  const photo = cardPhoto(property, first);
  // The listing card's "Bajó" mark, for the offer this page is about.
  const drop =
    property.price_drop?.operation === data.target.operation
      ? `<div class="drop">${e(priceDropText(property.price_drop))}</div>`
      : '';
  return `<li class="card"><a href="${e(href)}">${photo}<div class="body"><div class="price">${e(price)}</div>${drop}<div class="title">${e(property.title)}</div><div class="meta">${e([place, area].filter(Boolean).join(' · '))}</div></div></a></li>`;
}

/** The whole document of a landing page. */
export function renderLandingHtml(data: LandingPageData, meta: PageMeta, publicUrl: string): string {
  const { target } = data;
  const other = otherOperationLink(target);
  const type = detailTypeSlugs[target.detailType].plural;
  const results =
    data.properties.length > 0
      ? `<ul class="cards">${data.properties.map((p, i) => card(p, data, i === 0)).join('')}</ul>${landingPagination(landingPath(target), data.page, data.totalPages)}`
      : `<div class="empty"><p>Por ahora no hay ${e(type)} en ${e(target.operation === 'sale' ? 'venta' : 'alquiler')} en ${e(placeName(target))}.</p><p>Prueba con ${e(type)} ${e(other.name)} en el mismo lugar, o con un lugar cercano.</p></div>`;
  return renderLandingDocument({
    meta,
    publicUrl,
    searchForm: `<form class="search" role="search" action="${publicPaths.listing}" method="get">
        <label class="sr" for="buscar">Buscar inmuebles</label>
        <input id="buscar" type="search" name="search" placeholder="Distrito, calle o palabra clave">
        <input type="hidden" name="operation" value="${target.operation}">
        <button type="submit">Buscar</button>
      </form>`,
    accountLinks: '<a href="/login">Iniciar Sesión</a><a class="primary" href="/register">Registrarse</a>',
    crumbs: breadcrumbs(data),
    headline: landingHeadline(data),
    summary: data.stats.count > 0 ? landingSummaryText(data) : undefined,
    actions: `<a class="primary" href="${e(searchLink(target))}">Filtrar en la búsqueda</a><a href="${e(other.path)}">Ver ${e(type)} ${e(other.name)}</a>`,
    results,
    more: landingPlaceLinks(
      `${target.province ? 'Cerca de' : 'Provincias de'} ${placeName(target)}`,
      neighbourLinks(target, data.neighboursWithResults),
    ),
  });
}
