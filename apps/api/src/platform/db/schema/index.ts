/*
 * The whole schema, as drizzle-kit reads it (drizzle.config.ts) and as the client passes it to drizzle()
 * for typed relational queries. Import tables and row types from here, not from the area files.
 */
export * from './enums.ts';
export * from './users.ts';
export * from './companies.ts';
export * from './properties.ts';
export * from './listings.ts';
export * from './publicly-listed.ts';
export * from './property-details.ts';
export * from './exchange-rates.ts';
export * from './price-history.ts';
export * from './mortgage.ts';
export * from './media.ts';
export * from './engagement.ts';
export * from './mail.ts';
export * from './activity.ts';
export * from './teams.ts';
export * from './trust.ts';
export * from './saved-searches.ts';
export * from './search-terms.ts';
export * from './listing-totals.ts';
export * from './map-cell-counts.ts';
export * from './imports.ts';
export * from './feeds.ts';
export * from './projects.ts';
export * from './partner.ts';
export * from './relations.ts';
