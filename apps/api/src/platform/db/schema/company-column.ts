import { integer } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/** The company a row belongs to: required, and the row goes when the company is deleted. */
export const owningCompanyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
