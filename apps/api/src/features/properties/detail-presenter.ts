import {
  attributeValueSchema,
  propertyGeometrySchema,
  type AttributeValue,
  type PropertyDetail,
  type PropertyDetailAgent,
  type PropertyDetailCompany,
  type PropertyDetailFields,
  type PropertyPhoto,
  type PropertyVideo,
  type PriceComparison,
} from '@inmuebles/shared/properties/property-detail-schema';
import type { PriceHistoryEntry } from '@inmuebles/shared/properties/price-history';
import { z } from 'zod';
import { presentCompany } from '../companies/public.ts';
import type { Company } from '../../platform/db/schema/index.ts';
import { photoKeys } from '../../platform/media/keys.ts';
import { presentPhotoVariants } from '../../platform/media/present-variants.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { CardData } from './card-data.ts';
import type { AgentInChargeRow, PhotoRow, PropertyDetailRow } from './detail-repository.ts';
import { presentPropertySummary } from './summary-presenter.ts';
import { isAmenity, orderedAmenities } from '@inmuebles/shared/properties/amenities';

type UrlBuilder = Pick<FileStorage, 'publicUrl'>;

export interface DetailData {
  row: PropertyDetailRow;
  card: CardData;
  photos: PhotoRow[];
  company: Company;
  /** The active agent in charge, or null. */
  agent: AgentInChargeRow | null;
  typeDetail: PropertyDetailFields | null;
  canEdit: boolean;
  /** The main offer against its district's median (price-comparison.ts). */
  comparison: PriceComparison | null;
  /** The offers' prices, newest first (price-history.ts). */
  priceHistory: PriceHistoryEntry[];
}

const iso = (date: Date) => date.toISOString();
const num = (value: string | null) =>
  value === null || !Number.isFinite(Number(value)) ? null : Number(value);
const polygonSchema = z.array(z.tuple([z.number(), z.number()]));

/*
 * jsonb columns hold whatever was written over the years (imports, hand edits): each is checked against
 * the answer's schema and a malformed value becomes "none" rather than a 500 for the whole page.
 */

/** The free map's scalar values and text lists; nested objects are dropped (no tile could show them). */
function presentAttributes(attributes: Record<string, unknown>): Record<string, AttributeValue> {
  const entries = Object.entries(attributes ?? {}).flatMap(([key, value]) => {
    const parsed = attributeValueSchema.safeParse(value);
    return parsed.success ? [[key, parsed.data] as const] : [];
  });
  return Object.fromEntries(entries);
}

function presentPhoto(photo: PhotoRow, storage: UrlBuilder): PropertyPhoto {
  const keys = photoKeys(photo.storageKey);
  return {
    id: photo.id,
    title: photo.title,
    description: photo.description,
    position: photo.position,
    image_url: storage.publicUrl(keys.large),
    thumbnail_url: storage.publicUrl(keys.thumbnail),
    variants: presentPhotoVariants(photo, storage),
    created_at: iso(photo.createdAt),
    updated_at: iso(photo.updatedAt),
  };
}

/**
 * The link, the uploaded file, or both; null when there is neither (the page then shows no video section).
 * Also the answer of the native video upload and removal (media-assets/), so both read the same shape.
 */
export function presentVideo(
  row: Pick<PropertyDetailRow, 'videoUrl' | 'videoKey' | 'videoFilename' | 'videoMime'>,
  storage: UrlBuilder,
): PropertyVideo | null {
  const url = row.videoUrl?.trim() ? row.videoUrl.trim() : null;
  const fileUrl = row.videoKey ? storage.publicUrl(row.videoKey) : null;
  if (!url && !fileUrl) return null;
  return {
    url,
    file_url: fileUrl,
    filename: fileUrl ? row.videoFilename : null,
    mime: fileUrl ? row.videoMime : null,
    type: url && fileUrl ? 'both' : url ? 'url' : 'file',
  };
}

/**
 * The company card: the company's own public contact data, normalised as on its page. An owner's company
 * ("Dueño directo") shows the owner's first name and the phone they chose to show, nothing else.
 */
function presentDetailCompany(company: Company, storage: UrlBuilder): PropertyDetailCompany {
  if (company.kind === 'owner') {
    return {
      id: company.id,
      name: company.name,
      slug: company.slug,
      logo_url: null,
      verified_at: null,
      phone: company.phone,
      email: null,
      website: null,
      about: null,
      social_links: { facebook: null, instagram: null, linkedin: null, twitter: null },
    };
  }
  // The count is not part of the card; presentCompany is reused for its normalisation of links and texts.
  const full = presentCompany(company, 0, storage);
  return {
    id: full.id,
    name: full.name,
    slug: full.slug,
    logo_url: full.logo_url,
    verified_at: full.verified_at,
    phone: full.phone,
    email: full.email,
    website: full.website,
    about: full.about,
    social_links: full.social_links,
  };
}

/** The agent beside the company on the card; the phone falls back to the company's (docs/product/teams.md). */
function presentDetailAgent(
  agent: AgentInChargeRow | null,
  company: PropertyDetailCompany,
  storage: UrlBuilder,
): PropertyDetailAgent | null {
  if (!agent) return null;
  return {
    id: agent.id,
    name: `${agent.firstName ?? ''} ${agent.lastName ?? ''}`.trim() || company.name,
    avatar_url: agent.avatarKey ? storage.publicUrl(agent.avatarKey) : null,
    phone: agent.phone?.trim() || company.phone,
    registry_number: agent.agentRegistryVerifiedAt ? agent.agentRegistryNumber : null,
  };
}

/**
 * The detail answer: the card (summary-presenter.ts) with the full description, then everything only the
 * detail screen shows. Null when the company vanished between the reads (the caller answers 404).
 */
export function presentPropertyDetail(data: DetailData, storage: UrlBuilder): PropertyDetail | null {
  const { row } = data;
  const summary = presentPropertySummary(row, data.card, storage);
  if (!summary) return null;
  const photos = data.photos.map((photo) => presentPhoto(photo, storage));
  const geometry = propertyGeometrySchema.safeParse(row.geometry);
  const polygon = polygonSchema.safeParse(row.polygonCoordinates);
  const company = presentDetailCompany(data.company, storage);
  return {
    ...summary,
    description: row.description,
    attributes: presentAttributes(row.attributes),
    // Only the known keys, in the list's order (a key dropped from the list is not shown).
    amenities: orderedAmenities(row.amenities.filter(isAmenity)),
    property_detail: data.typeDetail,
    geometry: geometry.success ? geometry.data : null,
    polygon_coordinates: polygon.success && polygon.data.length > 0 ? polygon.data : null,
    latitude: num(row.latitude),
    longitude: num(row.longitude),
    photos,
    media_assets: photos.map((photo) => ({
      id: photo.id,
      kind: 'photo' as const,
      url: photo.image_url,
      position: photo.position,
    })),
    video: presentVideo(row, storage),
    company,
    agent: presentDetailAgent(data.agent, company, storage),
    advertiser: {
      kind: data.company.kind === 'owner' ? 'owner' : 'agency',
      registry_verified: data.company.kind === 'owner' && row.registryVerifiedAt !== null,
      company_registry_number: data.company.agentRegistryVerifiedAt ? data.company.agentRegistryNumber : null,
    },
    can_edit: data.canEdit,
    price_comparison: data.comparison,
    price_history: data.priceHistory,
  };
}
