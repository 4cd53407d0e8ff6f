import type {
  MiViviendaYear,
  MiViviendaYearWrite,
} from '@inmuebles/shared/mortgage/mortgage-parameters-schema';
import { asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { preparedStatement } from '../../platform/db/prepared-statement.ts';
import {
  miviviendaBands,
  miviviendaYears,
  type MiViviendaBandRow,
  type MiViviendaYearRow,
} from '../../platform/db/schema/index.ts';
import { now } from '../../platform/runtime/clock.ts';
import { limaDay } from '../../platform/runtime/lima-day.ts';

/** Peru's current year by the app's clock: the programme in force is the latest year up to it. */
export const currentLimaYear = () => Number(limaDay(now()).slice(0, 4));

async function withBands(db: DbOrTx, years: MiViviendaYearRow[]): Promise<MiViviendaYear[]> {
  if (years.length === 0) return [];
  const bands = await db
    .select()
    .from(miviviendaBands)
    .where(
      inArray(
        miviviendaBands.year,
        years.map((y) => y.year),
      ),
    )
    .orderBy(asc(miviviendaBands.year), asc(miviviendaBands.position));
  return years.map((year) =>
    presentYear(
      year,
      bands.filter((band) => band.year === year.year),
    ),
  );
}

/** A year as the API answers it, with its bands in order. */
function presentYear(year: MiViviendaYearRow, bands: MiViviendaBandRow[]): MiViviendaYear {
  return {
    year: year.year,
    decree: year.decree,
    bono_verde: year.bonoVerde === null ? null : Number(year.bonoVerde),
    bands: bands.map((band) => ({
      price_from: Number(band.priceFrom),
      price_to: Number(band.priceTo),
      bono: Number(band.bono),
    })),
    to_verify: year.updatedById === null,
    updated_at: year.updatedAt.toISOString(),
  };
}

/** Every year kept, newest first (the admin console). */
export async function listMiViviendaYears(db: DbOrTx): Promise<MiViviendaYear[]> {
  return withBands(db, await db.select().from(miviviendaYears).orderBy(desc(miviviendaYears.year)));
}

// The year in force and its bands, prepared once per connection (platform/db/prepared-statement.ts): every
// listing and detail reads them for the cards' bono.
const yearInForceStatement = preparedStatement('mivivienda_year_in_force', (db) =>
  db
    .select()
    .from(miviviendaYears)
    .where(lte(miviviendaYears.year, sql.placeholder('year')))
    .orderBy(desc(miviviendaYears.year))
    .limit(1),
);

const yearBandsStatement = preparedStatement('mivivienda_year_bands', (db) =>
  db
    .select()
    .from(miviviendaBands)
    .where(eq(miviviendaBands.year, sql.placeholder('year')))
    .orderBy(asc(miviviendaBands.position)),
);

/** The year in force: the latest one not after the current year; null when none is kept. */
export async function findMiViviendaInForce(db: DbOrTx): Promise<MiViviendaYear | null> {
  const [year] = await yearInForceStatement(db).execute({ year: currentLimaYear() });
  if (!year) return null;
  return presentYear(year, await yearBandsStatement(db).execute({ year: year.year }));
}

/** Writes a year whole (created or replaced), its bands in the order given, lowest first. */
export async function saveMiViviendaYear(
  tx: DbOrTx,
  year: number,
  input: MiViviendaYearWrite,
  userId: number,
): Promise<MiViviendaYear> {
  const values = {
    decree: input.decree,
    bonoVerde: input.bono_verde === null ? null : String(input.bono_verde),
    updatedById: userId,
    updatedAt: now(),
  };
  await tx
    .insert(miviviendaYears)
    .values({ year, ...values })
    .onConflictDoUpdate({ target: miviviendaYears.year, set: values });
  await tx.delete(miviviendaBands).where(eq(miviviendaBands.year, year));
  await tx.insert(miviviendaBands).values(
    input.bands.map((band, index) => ({
      year,
      position: index + 1,
      priceFrom: String(band.price_from),
      priceTo: String(band.price_to),
      bono: String(band.bono),
    })),
  );
  const [saved] = await withBands(
    tx,
    await tx.select().from(miviviendaYears).where(eq(miviviendaYears.year, year)),
  );
  if (!saved) throw new Error('saveMiViviendaYear: year not found after writing it');
  return saved;
}
