import type { DbOrTx } from '../../../platform/db/client.ts';
import {
  contactRequests,
  properties,
  type ContactRequest,
  type NewContactRequest,
  type PropertyRow,
} from '../../../platform/db/schema/index.ts';
import { eq, sql } from 'drizzle-orm';

/**
 * A contact request received about `property`, stored as the contact form stores it: the company copied from
 * the property and the property's contact counter bumped, so counters and rows agree as in production.
 */
export async function insertContactRequest(
  db: DbOrTx,
  property: Pick<PropertyRow, 'id' | 'companyId'>,
  overrides: Partial<Omit<NewContactRequest, 'propertyId' | 'companyId'>> = {},
): Promise<ContactRequest> {
  const [contactRequest] = await db
    .insert(contactRequests)
    .values({
      name: 'Carlos Mendoza',
      email: 'carlos@example.pe',
      phone: '+51 912 345 678',
      message: 'Hola, estoy interesado en la propiedad.',
      ...overrides,
      propertyId: property.id,
      companyId: property.companyId,
    })
    .returning();
  if (!contactRequest) throw new Error('insertContactRequest: no row returned');
  await db
    .update(properties)
    .set({ contactCount: sql`${properties.contactCount} + 1` })
    .where(eq(properties.id, property.id));
  return contactRequest;
}
