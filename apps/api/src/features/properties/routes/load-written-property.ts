import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import type { User } from '../../../platform/db/schema/index.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { getPropertyDetail } from '../detail-service.ts';
import { PROPERTY_NOT_FOUND } from './params.ts';

/**
 * The property just created or updated, exactly as `GET /properties/{id}` answers it to this user (so the
 * editor can keep working from the answer). A 404 if it vanished meanwhile (deleted by someone else).
 */
export async function loadWrittenProperty(app: AppInstance, user: User, id: number): Promise<PropertyDetail> {
  const detail = await getPropertyDetail(app.db, app.storage, String(id), user);
  if (!detail) throw notFound(PROPERTY_NOT_FOUND);
  return detail.property;
}
