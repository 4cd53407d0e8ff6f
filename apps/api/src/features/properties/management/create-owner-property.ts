import { ownerMessages } from '@inmuebles/shared/owners/owner-schema';
import type { PropertyCreateInput } from '@inmuebles/shared/properties/property-write-schema';
import type { Database } from '../../../platform/db/client.ts';
import type { User } from '../../../platform/db/schema/index.ts';
import { forbidden, unprocessable } from '../../../platform/http/errors.ts';
import { lockOwnerCompany } from '../../companies/public.ts';
import { insertProperty } from './create-property.ts';
import { assertOwnerMayAddActive, ownerPublication } from './owner-listings.ts';

/**
 * `POST /owner/properties`, "Publicar mi inmueble" (docs/product/owners.md): a searcher publishes their own
 * home. Company staff are refused (they publish through their company), the partida registral is
 * required, and a third active listing is a 409 naming the limit. A request to publish is held for review
 * until an admin approved one of the owner's listings (owner-listings.ts). Returns the new id.
 */
export async function createOwnerProperty(
  db: Database,
  user: Pick<User, 'id' | 'role' | 'companyId' | 'firstName'>,
  input: PropertyCreateInput,
): Promise<number> {
  if (user.role !== 'user') throw forbidden(ownerMessages.staff);
  const { registry_office: office, registry_number: number } = input.property;
  if (!office || !number)
    throw unprocessable([`property.registry_number: ${ownerMessages.registryRequired}`]);
  return insertProperty(db, user, input, async (tx) => {
    const company = await lockOwnerCompany(tx, user);
    await assertOwnerMayAddActive(tx, user.id);
    const publication =
      input.property.status === 'published'
        ? await ownerPublication(tx, user.id)
        : { status: input.property.status, reviewStatus: null };
    return {
      companyId: company.id,
      agentId: null,
      ownerUserId: user.id,
      status: publication.status,
      reviewStatus: publication.reviewStatus,
    };
  });
}
