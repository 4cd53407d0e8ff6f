import { relations } from 'drizzle-orm';
import { activityEvents } from './activity.ts';
import { companies } from './companies.ts';
import { contactRequests, favorites, propertyViews } from './engagement.ts';
import { mediaAssets } from './media.ts';
import { listings } from './listings.ts';
import { properties } from './properties.ts';
import {
  apartmentDetails,
  houseDetails,
  landDetails,
  lotDetails,
  officeDetails,
  warehouseDetails,
} from './property-details.ts';
import { emailTokens, sessions, users } from './users.ts';

/*
 * Relations for drizzle's relational queries (db.query.properties.findFirst({ with: { ... } })).
 * They add no constraint: the foreign keys live on the tables.
 */

export const usersRelations = relations(users, ({ one, many }) => ({
  company: one(companies, { fields: [users.companyId], references: [companies.id] }),
  sessions: many(sessions),
  emailTokens: many(emailTokens),
  favorites: many(favorites),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const emailTokensRelations = relations(emailTokens, ({ one }) => ({
  user: one(users, { fields: [emailTokens.userId], references: [users.id] }),
}));

export const companiesRelations = relations(companies, ({ many }) => ({
  users: many(users),
  properties: many(properties),
  contactRequests: many(contactRequests),
  activityEvents: many(activityEvents),
}));

export const propertiesRelations = relations(properties, ({ one, many }) => ({
  company: one(companies, { fields: [properties.companyId], references: [companies.id] }),
  createdBy: one(users, { fields: [properties.createdById], references: [users.id] }),
  mediaAssets: many(mediaAssets),
  listings: many(listings),
  favorites: many(favorites),
  contactRequests: many(contactRequests),
  views: many(propertyViews),
  landDetails: one(landDetails),
  lotDetails: one(lotDetails),
  apartmentDetails: one(apartmentDetails),
  houseDetails: one(houseDetails),
  officeDetails: one(officeDetails),
  warehouseDetails: one(warehouseDetails),
}));

export const listingsRelations = relations(listings, ({ one }) => ({
  property: one(properties, { fields: [listings.propertyId], references: [properties.id] }),
}));

export const mediaAssetsRelations = relations(mediaAssets, ({ one }) => ({
  property: one(properties, { fields: [mediaAssets.propertyId], references: [properties.id] }),
}));

export const landDetailsRelations = relations(landDetails, ({ one }) => ({
  property: one(properties, { fields: [landDetails.propertyId], references: [properties.id] }),
}));
export const lotDetailsRelations = relations(lotDetails, ({ one }) => ({
  property: one(properties, { fields: [lotDetails.propertyId], references: [properties.id] }),
}));
export const apartmentDetailsRelations = relations(apartmentDetails, ({ one }) => ({
  property: one(properties, { fields: [apartmentDetails.propertyId], references: [properties.id] }),
}));
export const houseDetailsRelations = relations(houseDetails, ({ one }) => ({
  property: one(properties, { fields: [houseDetails.propertyId], references: [properties.id] }),
}));
export const officeDetailsRelations = relations(officeDetails, ({ one }) => ({
  property: one(properties, { fields: [officeDetails.propertyId], references: [properties.id] }),
}));
export const warehouseDetailsRelations = relations(warehouseDetails, ({ one }) => ({
  property: one(properties, { fields: [warehouseDetails.propertyId], references: [properties.id] }),
}));

export const favoritesRelations = relations(favorites, ({ one }) => ({
  user: one(users, { fields: [favorites.userId], references: [users.id] }),
  property: one(properties, { fields: [favorites.propertyId], references: [properties.id] }),
}));

export const contactRequestsRelations = relations(contactRequests, ({ one }) => ({
  property: one(properties, { fields: [contactRequests.propertyId], references: [properties.id] }),
  company: one(companies, { fields: [contactRequests.companyId], references: [companies.id] }),
  user: one(users, { fields: [contactRequests.userId], references: [users.id] }),
}));

export const propertyViewsRelations = relations(propertyViews, ({ one }) => ({
  property: one(properties, { fields: [propertyViews.propertyId], references: [properties.id] }),
}));

export const activityEventsRelations = relations(activityEvents, ({ one }) => ({
  company: one(companies, { fields: [activityEvents.companyId], references: [companies.id] }),
  user: one(users, { fields: [activityEvents.userId], references: [users.id] }),
  property: one(properties, { fields: [activityEvents.propertyId], references: [properties.id] }),
}));
