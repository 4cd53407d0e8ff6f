import { propertyTypeLabels } from '@inmuebles/shared/properties/enums';
import { propertyPageTitle } from '@inmuebles/shared/format/page-title';
import { GALLERY_SIZES, variantSrcset } from '@inmuebles/shared/properties/photo-srcset';
import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import { shorten } from '../companies/company-page-meta.ts';
import type { PageMeta } from '../web/page-meta.ts';

/*
 * What crawlers and link previews read from `/propiedad/{slug}` before any script runs (docs/product/public-and-auth.md §2.3, issue 5):
 * '{title} - {price with currency} - InmoPerú', a 150-character description, the canonical address, the
 * main photo, and a schema.org RealEstateListing with its Offer and PostalAddress.
 */

const DESCRIPTION_LENGTH = 150;
/** Enough photos for a rich result; a gallery of 40 adds nothing. */
const MAX_JSON_LD_IMAGES = 10;

const absolute = (url: string, publicUrl: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl}${url}`);

/** schema.org wants an ISO 3166 code; properties store the country's name ('Perú' by default). */
function countryCode(country: string | null): string {
  const name = (country ?? '').trim();
  if (name === '' || /^per[uú]$/i.test(name)) return 'PE';
  return name;
}

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
  const canonicalPath = `/propiedad/${encodeURIComponent(property.slug)}`;
  const url = `${publicUrl}${canonicalPath}`;
  const description = shorten(
    property.description?.trim() || fallbackDescription(property),
    DESCRIPTION_LENGTH,
  );
  const image = property.main_photo ? absolute(property.main_photo.image_url, publicUrl) : undefined;
  const images = property.photos.slice(0, MAX_JSON_LD_IMAGES).map((p) => absolute(p.image_url, publicUrl));
  const { address } = property;
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: property.title,
    description,
    url,
    ...(images.length > 0 ? { image: images } : {}),
    datePosted: property.published_at ?? property.created_at,
    dateModified: property.updated_at,
    offers: {
      '@type': 'Offer',
      price: property.price,
      priceCurrency: property.currency || 'PEN',
      availability:
        property.status === 'published' ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
      seller: {
        '@type': 'RealEstateAgent',
        name: property.company.name,
        url: `${publicUrl}/empresa/${encodeURIComponent(property.company.slug)}`,
      },
    },
    address: {
      '@type': 'PostalAddress',
      ...(address.line ? { streetAddress: address.line } : {}),
      ...(address.district ? { addressLocality: address.district } : {}),
      ...(address.region ? { addressRegion: address.region } : {}),
      ...(address.postal_code ? { postalCode: address.postal_code } : {}),
      addressCountry: countryCode(address.country),
    },
  };
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
