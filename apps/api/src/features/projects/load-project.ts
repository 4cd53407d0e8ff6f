import { DEFAULT_EXCHANGE_RATE } from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import { findBand } from '@inmuebles/shared/mortgage/mivivienda';
import type { Project } from '@inmuebles/shared/projects/project-schema';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { ProjectRow, UnitTypeRow } from '../../platform/db/schema/index.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { findRateInForce } from '../exchange-rates/public.ts';
import { findMiViviendaInForce } from '../mortgage/public.ts';
import { findCompanyCard, findPhotosOf, findUnitTypesOf } from './project-repository.ts';
import { inSolesText, presentProject } from './present-project.ts';

/** The exchange rate in force as a number (the configured default before any was stored). */
export async function rateInForceOf(db: DbOrTx): Promise<number> {
  const row = await findRateInForce(db);
  return row ? Number(row.rate) : DEFAULT_EXCHANGE_RATE;
}

/**
 * Whether one of the unit types' prices in soles falls in a band of Crédito MiVivienda's year in force
 * (docs/product/price-and-mortgage.md §3); false when no year is kept.
 */
export async function unitTypesWithinBands(
  db: DbOrTx,
  unitTypes: UnitTypeRow[],
  rate: number,
): Promise<boolean> {
  if (unitTypes.length === 0) return false;
  const year = await findMiViviendaInForce(db);
  if (!year) return false;
  return unitTypes.some(
    (unit) => findBand(year.bands, Number(inSolesText(unit.priceFrom, unit.currency, rate))) !== null,
  );
}

/** A project row with its unit types, photos and company, as the editor and the public page show it. */
export async function loadProject(
  db: DbOrTx,
  storage: Pick<FileStorage, 'publicUrl'>,
  row: ProjectRow,
): Promise<Project> {
  const [unitTypes, photos, company, rate] = await Promise.all([
    findUnitTypesOf(db, [row.id]),
    findPhotosOf(db, [row.id]),
    findCompanyCard(db, row.companyId),
    rateInForceOf(db),
  ]);
  if (!company) throw new Error(`loadProject: project ${row.id} has no company`);
  const withinBands = row.mivivienda ? await unitTypesWithinBands(db, unitTypes, rate) : false;
  return presentProject({ row, company, unitTypes, photos, rate, withinBands }, storage);
}
