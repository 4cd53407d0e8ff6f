import { detailTypeSlugs, landingPath, placeName } from '@inmuebles/shared/landing/landing-path';
import { formatArea, formatOfferPrice, formatPrice } from '@inmuebles/shared/properties/format';
import { variantSrcset } from '@inmuebles/shared/properties/photo-srcset';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { priceDropText } from '@inmuebles/shared/properties/price-history-format';
import { escapeHtml, renderHeadTags } from '../../platform/web/render-index.ts';
import type { PageMeta } from '../../platform/web/page-meta.ts';
import { neighbourLinks, otherOperationLink, searchLink } from './landing-links.ts';
import { breadcrumbs, landingHeadline } from './landing-meta.ts';
import { landingSummaryText } from './landing-summary.ts';
import type { LandingPageData } from './landing-page.ts';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';

/*
 * The landing page as the server sends it: complete without JavaScript (docs/product/landing-pages.md).
 * It stays server-rendered: no app takes it over, so there is no flash of different content and nothing
 * to keep in step; its links lead into the app (a property, the full search). The styles are inline and
 * small, in the site's colours, so the page needs no other request before it paints.
 */

export const LANDING_STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.5}
a{color:#2563eb}header.top{background:#fff;border-bottom:1px solid #e2e8f0;padding:.75rem 1rem}
header.top .bar{max-width:72rem;margin:0 auto;display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem}
header.top .brand{font-weight:700;text-decoration:none;font-size:1.125rem}main{max-width:72rem;margin:0 auto;padding:1rem}
form.search{display:flex;flex:1 1 16rem;gap:.5rem;order:3}@media(min-width:48rem){form.search{order:0}}
form.search input{flex:1;min-width:0;padding:.5rem .75rem;border:1px solid #cbd5e1;border-radius:.5rem;font:inherit}
form.search button{padding:.5rem .875rem;border:0;border-radius:.5rem;background:#2563eb;color:#fff;font:inherit;cursor:pointer}
nav.account{display:flex;gap:.5rem;margin-left:auto;font-size:.875rem}nav.account a{padding:.375rem .625rem;border-radius:.5rem;text-decoration:none}
nav.account a.primary{background:#2563eb;color:#fff}.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
nav.crumbs ol{list-style:none;display:flex;flex-wrap:wrap;gap:.25rem;padding:0;margin:0 0 .5rem;font-size:.875rem;color:#475569}
nav.crumbs li+li:before{content:"›";margin-right:.25rem}h1{font-size:1.5rem;line-height:1.25;margin:.25rem 0 .5rem}
.summary{color:#334155;margin:0 0 1rem}.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin:0 0 1rem}
.actions a{display:inline-block;padding:.5rem .875rem;border-radius:.5rem;border:1px solid #cbd5e1;background:#fff;text-decoration:none}
.actions a.primary{background:#2563eb;border-color:#2563eb;color:#fff}
ul.cards{list-style:none;padding:0;margin:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr))}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;overflow:hidden;height:100%}
.card a{display:block;color:inherit;text-decoration:none}.card picture{display:block}.card img,.card .nophoto{display:block;width:100%;aspect-ratio:4/3;object-fit:cover;background:#e2e8f0}
.card .body{padding:.75rem}.card .price{font-weight:700;font-size:1.125rem;color:#0f172a}.card .drop{color:#9f1239;font-size:.8125rem;font-weight:600}.card .title{margin:.25rem 0;color:#2563eb}
.card .meta{font-size:.875rem;color:#475569}nav.pages{display:flex;gap:.5rem;flex-wrap:wrap;margin:1.5rem 0}
nav.pages a,nav.pages span{padding:.375rem .75rem;border-radius:.375rem;border:1px solid #cbd5e1;background:#fff;text-decoration:none}
nav.pages span[aria-current]{background:#2563eb;color:#fff;border-color:#2563eb}
section.more h2{font-size:1.125rem;margin:1.5rem 0 .5rem}section.more ul{list-style:none;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:.5rem}
section.more li a{display:inline-block;padding:.25rem .625rem;border-radius:999px;background:#fff;border:1px solid #e2e8f0;text-decoration:none;font-size:.875rem}
.empty{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1.5rem}
`;

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

function pagination(data: LandingPageData): string {
  if (data.totalPages <= 1) return '';
  const path = landingPath(data.target);
  const href = (page: number) => (page === 1 ? path : `${path}?page=${page}`);
  const links: string[] = [];
  if (data.page > 1) links.push(`<a href="${e(href(data.page - 1))}" rel="prev">Anterior</a>`);
  for (let page = 1; page <= data.totalPages; page += 1) {
    if (Math.abs(page - data.page) > 3 && page !== 1 && page !== data.totalPages) continue;
    links.push(
      page === data.page
        ? `<span aria-current="page">${page}</span>`
        : `<a href="${e(href(page))}">${page}</a>`,
    );
  }
  if (data.page < data.totalPages) links.push(`<a href="${e(href(data.page + 1))}" rel="next">Siguiente</a>`);
  return `<nav class="pages" aria-label="Páginas">${links.join('')}</nav>`;
}

/** The whole document of a landing page. */
export function renderLandingHtml(data: LandingPageData, meta: PageMeta, publicUrl: string): string {
  const { target } = data;
  const other = otherOperationLink(target);
  const type = detailTypeSlugs[target.detailType].plural;
  const neighbours = neighbourLinks(target, data.neighboursWithResults);
  const crumbs = breadcrumbs(data)
    .map((c, i, all) =>
      i === all.length - 1
        ? `<li aria-current="page">${e(c.name)}</li>`
        : `<li><a href="${e(c.path)}">${e(c.name)}</a></li>`,
    )
    .join('');
  const results =
    data.properties.length > 0
      ? `<ul class="cards">${data.properties.map((p, i) => card(p, data, i === 0)).join('')}</ul>${pagination(data)}`
      : `<div class="empty"><p>Por ahora no hay ${e(type)} en ${e(target.operation === 'sale' ? 'venta' : 'alquiler')} en ${e(placeName(target))}.</p><p>Prueba con ${e(type)} ${e(other.name)} en el mismo lugar, o con un lugar cercano.</p></div>`;
  const neighbourList =
    neighbours.length > 0
      ? `<section class="more"><h2>${target.province ? 'Cerca de' : 'Provincias de'} ${e(placeName(target))}</h2><ul>${neighbours.map((n) => `<li><a href="${e(n.path)}">${e(n.name)}</a></li>`).join('')}</ul></section>`
      : '';
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <meta name="theme-color" content="#2563eb">
    <link rel="icon" type="image/svg+xml" href="/favicon.svg">
    ${renderHeadTags(meta, publicUrl)}
    <style>${LANDING_STYLE}</style>
  </head>
  <body>
    <header class="top"><div class="bar">
      <a class="brand" href="/">InmoPerú</a>
      <form class="search" role="search" action="${publicPaths.listing}" method="get">
        <label class="sr" for="buscar">Buscar inmuebles</label>
        <input id="buscar" type="search" name="search" placeholder="Distrito, calle o palabra clave">
        <input type="hidden" name="operation" value="${target.operation}">
        <button type="submit">Buscar</button>
      </form>
      <nav class="account" aria-label="Cuenta"><a href="/login">Iniciar Sesión</a><a class="primary" href="/register">Registrarse</a></nav>
    </div></header>
    <main>
      <nav class="crumbs" aria-label="Ruta"><ol>${crumbs}</ol></nav>
      <h1>${e(landingHeadline(data))}</h1>
      ${data.stats.count > 0 ? `<p class="summary">${e(landingSummaryText(data))}</p>` : ''}
      <div class="actions"><a class="primary" href="${e(searchLink(target))}">Filtrar en la búsqueda</a><a href="${e(other.path)}">Ver ${e(type)} ${e(other.name)}</a></div>
      ${results}
      ${neighbourList}
    </main>
  </body>
</html>`;
}
