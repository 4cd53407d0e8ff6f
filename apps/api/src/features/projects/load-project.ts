import { findBand } from '@inmuebles/shared/mortgage/mivivienda';
import type { MiViviendaYear } from '@inmuebles/shared/mortgage/mortgage-parameters-schema';
import type { Project } from '@inmuebles/shared/projects/project-schema';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { ProjectRow, UnitTypeRow } from '../../platform/db/schema/index.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { findMiViviendaInForce } from '../mortgage/public.ts';
import { findCompanyCard, findPhotosOf, findUnitTypesOf } from './project-repository.ts';
import { presentProject } from './present-project.ts';

/**
 * Whether one of the unit types' prices in soles falls in a band of Crédito MiVivienda's year in force
 * (docs/product/price-and-mortgage.md §3); false when no year is kept.
 */
export function withinYearBands(
  year: MiViviendaYear | null,
  unitTypes: Pick<UnitTypeRow, 'pricePen'>[],
): boolean {
  return year !== null && unitTypes.some((unit) => findBand(year.bands, Number(unit.pricePen)) !== null);
}

/** withinYearBands with the year in force read for this one project. */
async function unitTypesWithinBands(db: DbOrTx, unitTypes: UnitTypeRow[]): Promise<boolean> {
  if (unitTypes.length === 0) return false;
  return withinYearBands(await findMiViviendaInForce(db), unitTypes);
}

/** A project row with its unit types, photos and company, as the editor and the public page show it. */
export async function loadProject(
  db: DbOrTx,
  storage: Pick<FileStorage, 'publicUrl'>,
  row: ProjectRow,
): Promise<Project> {
  const [unitTypes, photos, company] = await Promise.all([
    findUnitTypesOf(db, [row.id]),
    findPhotosOf(db, [row.id]),
    findCompanyCard(db, row.companyId),
  ]);
  if (!company) throw new Error(`loadProject: project ${row.id} has no company`);
  const withinBands = row.mivivienda ? await unitTypesWithinBands(db, unitTypes) : false;
  return presentProject({ row, company, unitTypes, photos, withinBands }, storage);
}
