import pg from 'pg';

/*
 * Each test file wipes the database it runs on. With DATABASE_URL set, every vitest worker gets a database
 * of its own on that server (`<name>_w<worker>`, created when missing) and a Redis database of its own, so
 * the PostgreSQL pass runs its files in parallel like the PGlite pass instead of one after another.
 * Processes a test starts read the same variables, so they land on the worker's database too.
 */

const baseUrl = process.env.DATABASE_URL;
const worker = Number(process.env.VITEST_POOL_ID ?? '1');

if (baseUrl && !process.env.TEST_DATABASE_PER_WORKER_DONE) {
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1) || 'postgres'}_w${worker}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  process.env.TEST_DATABASE_PER_WORKER_DONE = '1';

  const redisUrl = process.env.REDIS_URL;
  if (redisUrl) {
    const redis = new URL(redisUrl);
    const first = Number(redis.pathname.slice(1) || '0');
    // Counting down from the database given (CI gives 15): 16 databases is Redis's default.
    redis.pathname = `/${(first - (worker - 1) + 16) % 16}`;
    process.env.REDIS_URL = redis.toString();
  }
}
