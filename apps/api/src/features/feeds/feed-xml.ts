import { absoluteUrl, publicPaths } from '@inmuebles/shared/paths/public-paths';
import { propertyDetailTypeLabels, type PropertyDetailType } from '@inmuebles/shared/properties/enums';
import { photoKeys } from '../../platform/media/keys.ts';
import type { FeedOffer, FeedPhoto, FeedProperty } from './feed-repository.ts';

/*
 * One <ad> of the homes feed per active offer (docs/product/feeds.md), in the element names of the Trovit/Mitula
 * homes feed and valid against data/homes.xsd. Text is escaped, never wrapped in CDATA (a description may
 * hold "]]>"), and the characters XML 1.0 cannot carry at all are dropped.
 */

export const FEED_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<trovit>\n';
export const FEED_TAIL = '</trovit>\n';

export interface FeedContext {
  /** The site's address (PUBLIC_URL): the ads' links and photos are absolute. */
  publicUrl: string;
  /** The public address of a stored file (`/uploads/...` or a CDN's). */
  fileUrl: (key: string) => string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

// eslint-disable-next-line no-control-regex -- the control characters XML 1.0 forbids are the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export const xmlText = (value: string) =>
  value.replace(NOT_XML, '').replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);

/** `<name>text</name>`, or nothing for an empty value (the schema wants no empty elements). */
const element = (name: string, value: string | number | null | undefined) => {
  if (value === null || value === undefined) return '';
  const text = xmlText(String(value)).trim();
  return text ? `<${name}>${text}</${name}>` : '';
};

/** 250000.00 → 250000, 1250.50 → 1250.5: the feed's amounts, without the database's padding. */
const amount = (value: string) => value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

const limaDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Lima',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The aggregator's kind of ad: offices, warehouses and land have their own. */
function adType(detailType: string, operation: FeedOffer['operation']): string {
  const verb = operation === 'rent' ? 'For Rent' : 'For Sale';
  if (detailType === 'OfficeResource') return `Office ${verb}`;
  if (detailType === 'WarehouseResource') return `Warehouse ${verb}`;
  if ((detailType === 'LandResource' || detailType === 'LotResource') && operation === 'sale')
    return 'Land For Sale';
  return verb;
}

const isDetailType = (value: string): value is PropertyDetailType => value in propertyDetailTypeLabels;

function pictures(photos: readonly FeedPhoto[], context: FeedContext): string {
  if (photos.length === 0) return '';
  const items = photos.map(
    (photo) =>
      `<picture>${element('picture_url', absoluteUrl(context.publicUrl, context.fileUrl(photoKeys(photo.storageKey).large)))}${element('picture_title', photo.title)}</picture>`,
  );
  return `<pictures>${items.join('')}</pictures>`;
}

const integerArea = (value: string | null) => {
  const area = value === null ? 0 : Math.round(Number(value));
  return area > 0 ? `<floor_area unit="meters">${area}</floor_area>` : '';
};

/** A count of bathrooms as the schema takes it: whole or half. */
const halfCount = (value: string | null) =>
  value === null ? null : String(Math.round(Number(value) * 2) / 2);

export function renderAd(
  property: FeedProperty,
  offer: FeedOffer,
  photos: readonly FeedPhoto[],
  context: FeedContext,
): string {
  const period = offer.operation === 'rent' ? ' period="monthly"' : '';
  const published = property.publishedAt ?? property.createdAt;
  const parts = [
    element('id', `${property.id}-${offer.operation}`),
    element('url', absoluteUrl(context.publicUrl, publicPaths.property(property.slug))),
    element('title', property.title),
    element('type', adType(property.detailType, offer.operation)),
    element('content', property.description?.trim() || property.title),
    `<price currency="${offer.currency}"${period}>${amount(offer.price)}</price>`,
    element(
      'property_type',
      isDetailType(property.detailType) ? propertyDetailTypeLabels[property.detailType] : null,
    ),
    element('address', property.addressLine),
    element('city_area', property.district),
    element('city', property.province),
    element('region', property.region),
    '<country>PE</country>',
    element('postcode', property.postalCode),
    element('latitude', property.latitude),
    element('longitude', property.longitude),
    element('agency', property.agency),
    integerArea(property.areaM2),
    element('rooms', property.bedrooms),
    element('bathrooms', halfCount(property.bathrooms)),
    element('parking', property.parkingSpaces),
    `<is_new>${property.brandNew ? 1 : 0}</is_new>`,
    property.amenities.includes('furnished') ? '<is_furnished>yes</is_furnished>' : '',
    pictures(photos, context),
    element('date', limaDate.format(published)),
  ];
  return `<ad>${parts.join('')}</ad>\n`;
}
