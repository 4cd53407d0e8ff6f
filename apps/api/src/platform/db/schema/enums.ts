import { pgEnum } from 'drizzle-orm/pg-core';
import * as properties from '@inmuebles/shared/properties/enums';
import { exchangeRateSources } from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import { roles } from '@inmuebles/shared/users/roles';
import { projectStages } from '@inmuebles/shared/projects/enums';

/*
 * Closed vocabularies as PostgreSQL enums (the value lists come from the shared package, which the web
 * app and the API schemas read too): the database itself refuses a value the code does not know,
 * and drizzle infers the literal unions for the row types. The value arrays are exported so zod schemas
 * and tests can reuse them without repeating the lists.
 */

export const USER_ROLES = roles;
export const userRole = pgEnum('user_role', USER_ROLES);

export const PROPERTY_TYPES = properties.propertyTypes;
export const propertyType = pgEnum('property_type', PROPERTY_TYPES);

export const PROPERTY_DETAIL_TYPES = properties.propertyDetailTypes;
export const propertyDetailType = pgEnum('property_detail_type', PROPERTY_DETAIL_TYPES);

export const PROPERTY_STATUSES = properties.propertyStatuses;
export const propertyStatus = pgEnum('property_status', PROPERTY_STATUSES);

export const PROPERTY_VISIBILITIES = properties.propertyVisibilities;
export const propertyVisibility = pgEnum('property_visibility', PROPERTY_VISIBILITIES);

export const CURRENCIES = properties.currencies;
export const currency = pgEnum('currency', CURRENCIES);

export const PROJECT_STAGES = projectStages;
export const projectStage = pgEnum('project_stage', PROJECT_STAGES);

export const LISTING_OPERATIONS = properties.listingOperations;
export const listingOperation = pgEnum('listing_operation', LISTING_OPERATIONS);

export const LISTING_STATUSES = properties.listingStatuses;
export const listingStatus = pgEnum('listing_status', LISTING_STATUSES);

export const EXCHANGE_RATE_SOURCES = exchangeRateSources;
export const exchangeRateSource = pgEnum('exchange_rate_source', EXCHANGE_RATE_SOURCES);

export const EMAIL_TOKEN_PURPOSES = ['confirm_email', 'reset_password'] as const;
export const emailTokenPurpose = pgEnum('email_token_purpose', EMAIL_TOKEN_PURPOSES);

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export const outboxStatus = pgEnum('outbox_status', OUTBOX_STATUSES);

/** Only photos today; an enum (not a boolean) so another kind can be added with ALTER TYPE ... ADD VALUE. */
export const MEDIA_KINDS = ['photo'] as const;
export const mediaKind = pgEnum('media_kind', MEDIA_KINDS);

export type UserRole = (typeof USER_ROLES)[number];
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type PropertyDetailType = (typeof PROPERTY_DETAIL_TYPES)[number];
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
export type PropertyVisibility = (typeof PROPERTY_VISIBILITIES)[number];
export type Currency = (typeof CURRENCIES)[number];
export type ListingOperation = (typeof LISTING_OPERATIONS)[number];
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export type MediaKind = (typeof MEDIA_KINDS)[number];
export type ExchangeRateSource = (typeof EXCHANGE_RATE_SOURCES)[number];
