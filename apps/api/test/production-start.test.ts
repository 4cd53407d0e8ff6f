import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db/client.ts';
import { resetDatabase } from '../src/platform/db/migrate.ts';
import { users } from '../src/platform/db/schema/index.ts';
import { DEMO_PASSWORD } from '../src/seed/accounts.ts';
import { freePort, startServerProcess, type ServerProcess } from './server-process.ts';

const databaseUrl = process.env.DATABASE_URL;

// What an operator gets from `NODE_ENV=production npm start` on a new, empty PostgreSQL database.
describe.skipIf(!databaseUrl)('a production start on an empty database (PostgreSQL only)', () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    const database = await openDatabase({ databaseUrl });
    await resetDatabase(database);
    await database.close();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inmoperu-production-'));
    server = startServerProcess({
      NODE_ENV: 'production',
      SEED_ON_EMPTY: '',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    });
    await server.waitFor('InmoPerú está listo');
  }, 120_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('creates no demo account and prints no password', async () => {
    const database = await openDatabase({ databaseUrl });
    try {
      const [row] = await database.db.select({ n: count() }).from(users);
      expect(row?.n).toBe(0);
    } finally {
      await database.close();
    }
    expect(server.output()).not.toContain(DEMO_PASSWORD);
    expect(server.output()).not.toContain('admin@inmoperu.pe');
  });

  it('writes its start-up lines as JSON, like every other log line', () => {
    const lines = server.output().trim().split('\n');
    for (const line of lines) expect(() => JSON.parse(line) as unknown, line).not.toThrow();
  });
});
