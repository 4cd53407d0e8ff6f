import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import type { DbOrTx } from '../db/client.ts';
import { loadCardData } from '../properties/card-data.ts';
import { presentPropertySummary } from '../properties/summary-presenter.ts';
import type { FileStorage } from '../storage/storage.ts';
import { findSummaryRow } from './my-properties-repository.ts';

/** One property as the management list shows it (the public card shape); null when it no longer exists. */
export async function loadManagedSummary(
  db: DbOrTx,
  storage: Pick<FileStorage, 'publicUrl'>,
  propertyId: number,
  viewerId: number,
): Promise<PropertySummary | null> {
  const row = await findSummaryRow(db, propertyId);
  if (!row) return null;
  return presentPropertySummary(row, await loadCardData(db, [row], viewerId), storage);
}
