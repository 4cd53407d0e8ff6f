import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { User } from '../../platform/db/schema/index.ts';
import { canManageProperty } from './management/authorization.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { loadCardData } from './card-data.ts';
import {
  findAgentInCharge,
  findCompanyById,
  findPropertyDetailRow,
  findPropertyPhotos,
} from './detail-repository.ts';
import { presentPropertyDetail } from './detail-presenter.ts';
import { findViewableProperty } from './find-viewable-property.ts';
import { priceComparison } from './price-comparison.ts';
import { findPriceHistory } from './price-history.ts';
import { loadTypeDetail } from './type-detail.ts';

type Viewer = Pick<User, 'id' | 'role' | 'companyId'>;

/** Longer than any slug the app creates: such a path names nothing, and is not worth a query. */
const MAX_ID_OR_SLUG_LENGTH = 200;

export interface ViewableDetail {
  property: PropertyDetail;
  /** The owning company: the view counter leaves its members out. */
  companyId: number;
}

/**
 * `GET /properties/{slug or id}`: the property when this viewer may see it (visibility.ts), else undefined,
 * which the caller answers with the same 404 whether the property is missing or hidden from them. The
 * visibility check runs first, on a narrow row, so a hidden property costs one indexed lookup.
 */
export async function getPropertyDetail(
  db: DbOrTx,
  storage: Pick<FileStorage, 'publicUrl'>,
  idOrSlug: string,
  viewer: Viewer | null,
): Promise<ViewableDetail | undefined> {
  if (idOrSlug.length > MAX_ID_OR_SLUG_LENGTH) return undefined;
  const found = await findViewableProperty(db, idOrSlug, viewer);
  if (!found) return undefined;
  const row = await findPropertyDetailRow(db, found.id);
  if (!row) return undefined;
  const canEdit = canManageProperty(viewer, row);
  // Independent reads; on PostgreSQL each takes its own pooled connection. The editor reads every offer.
  const offers = canEdit ? 'all' : 'active';
  const [card, photos, company, typeDetail, agent, priceHistory] = await Promise.all([
    loadCardData(db, [row], viewer?.id ?? null, offers),
    findPropertyPhotos(db, row.id),
    findCompanyById(db, row.companyId),
    loadTypeDetail(db, row.id, row.propertyDetailType),
    findAgentInCharge(db, row.agentId, row.companyId),
    findPriceHistory(db, row.id, offers),
  ]);
  if (!company) return undefined;
  const comparison = await priceComparison(db, row, card.listings.get(row.id) ?? []);
  const property = presentPropertyDetail(
    { row, card, photos, company, agent: agent ?? null, typeDetail, canEdit, comparison, priceHistory },
    storage,
  );
  return property ? { property, companyId: row.companyId } : undefined;
}
