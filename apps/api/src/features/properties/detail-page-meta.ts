import { propertyTypeLabels } from '@inmuebles/shared/properties/enums';
import { propertyPageTitle } from '@inmuebles/shared/format/page-title';
import { GALLERY_SIZES, variantSrcset } from '@inmuebles/shared/properties/photo-srcset';
import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import { shorten } from '../companies/public.ts';
import type { PageMeta } from '../../platform/web/page-meta.ts';
import { propertyJsonLd } from './detail-json-ld.ts';
import { absoluteUrl, publicPaths } from '@inmuebles/shared/paths/public-paths';

/*
 * What crawlers and link previews read from `/propiedad/{slug}` before any script runs (docs/product/public-and-auth.md §2.3):
 * '{title} - {price with currency} - InmoPerú', a 150-character description, the canonical address, the
 * main photo, and the schema.org description of detail-json-ld.ts.
 */

const DESCRIPTION_LENGTH = 150;
/** Enough photos for a rich result; a gallery of 40 adds nothing. */
const MAX_JSON_LD_IMAGES = 10;

function fallbackDescription(property: PropertyDetail): string {
  const place = [property.address.district, property.address.province].filter(Boolean).join(', ');
  const type = propertyTypeLabels[property.property_type];
  return `${type} en ${place || 'Perú'}: ${property.title}.`;
}

/**
 * The gallery's first picture, the page's largest paint: its AVIF renditions as the gallery's `<picture>`
 * offers them (apps/web property-gallery.tsx), or the large version of a photo without renditions.
 */
function galleryPreload(property: PropertyDetail): Pick<PageMeta, 'preloadImage'> {
  const first = [...property.photos].sort((a, b) => a.position - b.position)[0];
  if (!first) return {};
  const variants = first.variants ?? [];
  if (variants.length === 0) return { preloadImage: { href: first.image_url } };
  const narrowest = [...variants].sort((a, b) => a.width - b.width)[0]!;
  return {
    preloadImage: {
      href: narrowest.avif_url,
      srcset: variantSrcset(variants, 'avif'),
      sizes: GALLERY_SIZES,
      type: 'image/avif',
    },
  };
}

/** The page's <head> data for a property an anonymous visitor may see. */
export function propertyPageMeta(property: PropertyDetail, publicUrl: string): PageMeta {
  const canonicalPath = publicPaths.property(property.slug);
  const url = `${publicUrl}${canonicalPath}`;
  const description = shorten(
    property.description?.trim() || fallbackDescription(property),
    DESCRIPTION_LENGTH,
  );
  const image = property.main_photo ? absoluteUrl(publicUrl, property.main_photo.image_url) : undefined;
  const images = property.photos.slice(0, MAX_JSON_LD_IMAGES).map((p) => absoluteUrl(publicUrl, p.image_url));
  const jsonLd = propertyJsonLd(property, {
    url,
    description,
    images,
    sellerUrl: absoluteUrl(publicUrl, publicPaths.company(property.company.slug)),
  });
  return {
    title: propertyPageTitle(property),
    ...galleryPreload(property),
    description,
    canonicalPath,
    ...(image ? { image } : {}),
    type: 'product',
    jsonLd,
    // Unlisted: reachable by its link, kept out of search results (docs/product/landing-pages.md §2).
    noindex: property.visibility !== 'public',
  };
}
