import { insertDemoProjects } from './seed-projects.ts';
import { count, inArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../platform/db/client.ts';
import { waitForLock, type LockWait } from '../platform/db/startup-lock.ts';
import { companies, properties, users } from '../platform/db/schema/index.ts';
import { hashPassword } from '../features/auth/passwords.ts';
import { propertyPrefix, randomKeyToken } from '../platform/media/keys.ts';
import { refreshTrendScores } from '../features/properties/trending.ts';
import type { FileStorage } from '../platform/storage/storage.ts';
import { demoAccounts } from './accounts.ts';
import { DEMO_COMPANIES } from './companies-data.ts';
import { planEngagement } from './engagement.ts';
import { mapLimit } from '../platform/runtime/map-limit.ts';
import { buildFloorPlans, buildPicturePool, renderCompanyImages } from './images.ts';
import { DEFAULT_PICTURE_CACHE_DIR } from './picture-cache.ts';
import { planProperties } from './plan-properties.ts';
import { Rng } from './prng.ts';
import { insertCompanies } from './seed-companies.ts';
import { insertProperties } from './seed-properties.ts';
import { insertUsers } from './seed-users.ts';
import { buildShoppers } from './shoppers.ts';

/** The seed of every random choice: same number, same demo (only dates follow the clock). */
const DEMO_SEED = 20_260_415;

/** Serialises concurrent seeders (several API processes starting on one empty PostgreSQL). */
const SEED_LOCK_KEY = 727_100_002;

export interface SeedOptions {
  log?(msg: string): void;
  /** The clock the demo dates are spread back from. */
  now?: Date;
  /**
   * Where rendered demo pictures are memoised between runs (default: a folder in the OS temp dir);
   * null renders every picture.
   */
  pictureCacheDir?: string | null;
  /** How long to wait for another process loading the demo, and where to say so. */
  lockWait?: LockWait;
}

export interface SeedResult {
  created: boolean;
  companies: number;
  properties: number;
}

const DEMO_SLUGS = DEMO_COMPANIES.map((c) => c.slug);

/** True when the database has neither companies nor users: what `npm start` checks before seeding. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [companyRow] = await db.select({ n: count() }).from(companies);
  const [userRow] = await db.select({ n: count() }).from(users);
  return (companyRow?.n ?? 0) === 0 && (userRow?.n ?? 0) === 0;
}

/** The demo's own footprint, also the idempotency marker: any demo company present means "seeded". */
async function demoCounts(db: DbOrTx): Promise<{ companies: number; properties: number }> {
  const found = await db
    .select({ id: companies.id })
    .from(companies)
    .where(inArray(companies.slug, DEMO_SLUGS));
  if (found.length === 0) return { companies: 0, properties: 0 };
  const [row] = await db
    .select({ n: count() })
    .from(properties)
    .where(
      inArray(
        properties.companyId,
        found.map((c) => c.id),
      ),
    );
  return { companies: found.length, properties: row?.n ?? 0 };
}

class AlreadySeeded extends Error {}

/**
 * Loads the demo: companies with logo and cover, the demo accounts, ~140 properties with photos, listings,
 * details, views, favourites and contact requests, and five projects with photos and floor plans. Running it again changes nothing (`created: false`).
 *
 * CPU-heavy work (drawing the pictures, hashing passwords) runs before the transaction; every row is then
 * written in one transaction, so a failure leaves the database as it was (and the files written for it are
 * removed), and the next start simply tries again.
 */
export async function seedDemoData(
  db: Database,
  storage: FileStorage,
  opts: SeedOptions = {},
): Promise<SeedResult> {
  const log = opts.log ?? (() => {});
  const existing = await demoCounts(db);
  if (existing.companies > 0) {
    log('Datos de demostración ya presentes: no se cargan de nuevo.');
    return { created: false, ...existing };
  }

  const now = (opts.now ?? new Date()).getTime();
  const cacheDir = opts.pictureCacheDir === undefined ? DEFAULT_PICTURE_CACHE_DIR : opts.pictureCacheDir;
  const rng = new Rng(DEMO_SEED);
  const poolPrefix = `seed-pool/${randomKeyToken()}`;
  // Storage prefixes written so far, removed again if the transaction fails.
  const writtenPrefixes: string[] = [];
  try {
    const started = Date.now();
    const [builtPool, floorPlans, companyImages, hashes] = await Promise.all([
      buildPicturePool(storage, { prefix: poolPrefix, seed: DEMO_SEED, cacheDir }),
      buildFloorPlans(storage, { prefix: poolPrefix, cacheDir }),
      mapLimit(DEMO_COMPANIES, 2, (company, i) => renderCompanyImages(company, DEMO_SEED + i, cacheDir)),
      Promise.all(demoAccounts.map((account) => hashPassword(account.password))),
    ]);
    log(`Imágenes de demostración generadas en ${Date.now() - started} ms.`);

    const plans = planProperties(rng.fork('properties'), DEMO_COMPANIES, now);
    const shoppers = buildShoppers(rng.fork('shoppers'));

    const result = await db.transaction(async (tx) => {
      // Another process seeding holds it to its commit, which may take longer than the statement timeout.
      await waitForLock(
        'los datos de demostración',
        async () => {
          const { rows } = await tx.execute<{ locked: boolean }>(
            sql`select pg_try_advisory_xact_lock(${SEED_LOCK_KEY}) as locked`,
          );
          return rows[0]?.locked === true;
        },
        opts.lockWait,
      );
      if ((await demoCounts(tx)).companies > 0) throw new AlreadySeeded();

      const companyIds = await insertCompanies(tx, storage, DEMO_COMPANIES, companyImages, now);
      for (const id of companyIds.values()) writtenPrefixes.push(`companies/${id}`);
      const inserted = await insertUsers(tx, demoAccounts, hashes, shoppers, companyIds, now);

      const staffByCompany = new Map<string, number[]>();
      for (const account of demoAccounts) {
        const user = inserted.accounts.get(account.email);
        if (!user || !account.companySlug || account.role === 'admin') continue;
        staffByCompany.set(account.companySlug, [
          ...(staffByCompany.get(account.companySlug) ?? []),
          user.id,
        ]);
      }
      const engagement = planEngagement(
        rng.fork('engagement'),
        plans,
        { shoppers: inserted.shoppers, demoUserIds: [...inserted.accounts.values()].map((a) => a.id) },
        now,
      );
      const ids = await insertProperties(
        tx,
        storage,
        builtPool,
        rng.fork('photos'),
        plans,
        engagement,
        { companyIds, staffByCompany },
        now,
        (propertyIds) => writtenPrefixes.push(...propertyIds.map(propertyPrefix)),
      );
      await insertDemoProjects(tx, companyIds, now, {
        storage,
        pool: builtPool,
        floorPlans,
        rng: rng.fork('project-photos'),
        onWritten: (prefix) => writtenPrefixes.push(prefix),
      });
      // "Tendencia" reads a precomputed score: the demo shows its trends from the first request.
      await refreshTrendScores(tx);
      return { created: true, companies: companyIds.size, properties: ids.length };
    });
    log(`Datos de demostración cargados en ${Date.now() - started} ms.`);
    return result;
  } catch (error) {
    await Promise.all(writtenPrefixes.map((prefix) => storage.deletePrefix(prefix).catch(() => {})));
    if (error instanceof AlreadySeeded) return { created: false, ...(await demoCounts(db)) };
    throw error;
  } finally {
    // The pool was only a source for copies.
    await storage.deletePrefix(poolPrefix).catch(() => {});
  }
}
