import { projectPageTitle } from '@inmuebles/shared/format/page-title';
import { projectStageLabels, deliveryLabel } from '@inmuebles/shared/projects/enums';
import { amenityLabels } from '@inmuebles/shared/properties/amenities';
import type { Project } from '@inmuebles/shared/projects/project-schema';
import { absoluteUrl, publicPaths } from '@inmuebles/shared/paths/public-paths';
import { shorten } from '../companies/public.ts';
import type { PageMeta } from '../../platform/web/page-meta.ts';

/*
 * What crawlers and link previews read from `/proyecto/{slug}` before any script runs (docs/product/projects.md
 * §2.2): the app's title, a 150-character description, the canonical address, the first photo, and a
 * schema.org ApartmentComplex that is also a Product, so that it can carry an AggregateOffer: the unit
 * types' prices in soles (one currency, as an AggregateOffer has), from the cheapest to the dearest.
 */

const DESCRIPTION_LENGTH = 150;
const MAX_JSON_LD_IMAGES = 10;

function fallbackDescription(project: Project): string {
  const delivery = deliveryLabel(project.stage, project.delivery_month, project.delivery_year);
  return `${project.name}: proyecto inmobiliario en ${project.district}, ${project.province}. ${projectStageLabels[project.stage]}, ${delivery.toLowerCase()}.`;
}

/** The schema.org description of a project an anonymous visitor may see. */
export function projectJsonLd(
  project: Project,
  {
    url,
    description,
    images,
    sellerUrl,
  }: { url: string; description: string; images: string[]; sellerUrl: string },
): Record<string, unknown> {
  const prices = project.unit_types.map((unit) => Number(unit.price_from_pen));
  const available = project.unit_types.reduce((sum, unit) => sum + unit.units_available, 0);
  const geo =
    project.latitude !== null && project.longitude !== null
      ? {
          '@type': 'GeoCoordinates',
          latitude: Number(project.latitude),
          longitude: Number(project.longitude),
        }
      : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': ['ApartmentComplex', 'Product'],
    name: project.name,
    url,
    description,
    ...(images.length > 0 ? { image: images } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: project.address_line,
      addressLocality: project.district,
      addressRegion: project.region,
      addressCountry: 'PE',
    },
    ...(geo ? { geo } : {}),
    numberOfAccommodationUnits: project.total_units,
    numberOfAvailableAccommodationUnits: available,
    ...(project.amenities.length > 0
      ? {
          amenityFeature: project.amenities.map((amenity) => ({
            '@type': 'LocationFeatureSpecification',
            name: amenityLabels[amenity],
            value: true,
          })),
        }
      : {}),
    brand: { '@type': 'Organization', name: project.company.name, url: sellerUrl },
    ...(prices.length > 0
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'PEN',
            lowPrice: Math.min(...prices),
            highPrice: Math.max(...prices),
            offerCount: project.unit_types.length,
            availability: available > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
            seller: { '@type': 'Organization', name: project.company.name, url: sellerUrl },
          },
        }
      : {}),
  };
}

/** The page's <head> data for a published project. */
export function projectPageMeta(project: Project, publicUrl: string): PageMeta {
  const canonicalPath = publicPaths.project(project.slug);
  const description = shorten(project.description.trim() || fallbackDescription(project), DESCRIPTION_LENGTH);
  const photos = [...project.photos].sort((a, b) => a.position - b.position);
  const images = photos.slice(0, MAX_JSON_LD_IMAGES).map((photo) => absoluteUrl(publicUrl, photo.large_url));
  return {
    title: projectPageTitle(project),
    description,
    canonicalPath,
    ...(images[0] ? { image: images[0] } : {}),
    type: 'website',
    jsonLd: projectJsonLd(project, {
      url: absoluteUrl(publicUrl, canonicalPath),
      description,
      images,
      sellerUrl: absoluteUrl(publicUrl, publicPaths.company(project.company.slug)),
    }),
  };
}
