import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ftypHeader, streamingUploadHeaders } from '../src/features/properties/routes/media-test-support.ts';
import { openDatabase } from '../src/platform/db/client.ts';
import { resetDatabase, runMigrations } from '../src/platform/db/migrate.ts';
import { buildProperty } from './factories/properties.ts';
import { createSignedInUser } from './factories/users.ts';
import { freePort, isListening, startServerProcess, type ServerProcess } from './server-process.ts';

const databaseUrl = process.env.DATABASE_URL;
const HOUR_MS = 60 * 60 * 1000;
const CSRF = 'server-process-csrf-token-0123456789';
const BOUNDARY = '----inmoperuShutdown';

/** Files under a folder, relative, recursively. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

async function leftover(file: string, ageMs: number): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, Buffer.alloc(1000, 1));
  const when = new Date(Date.now() - ageMs);
  await fs.utimes(file, when, when);
}

// A real process on a real port: run in the PostgreSQL pass, where a fresh process starts in seconds.
describe.skipIf(!databaseUrl)(
  'the server as a process (PostgreSQL only: skipped without DATABASE_URL)',
  () => {
    let dataDir: string;
    let uploads: string;
    let port: number;
    let server: ServerProcess;
    let token: string;
    let propertyId: number;
    /** A server of this test's data folder and database on the port, without demo data or web build. */
    const serverEnv = (onPort: number) => ({
      PORT: String(onPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    });

    beforeAll(async () => {
      const database = await openDatabase({ databaseUrl });
      await resetDatabase(database);
      await runMigrations(database);
      const owner = await createSignedInUser(database.db, { role: 'company_admin' });
      token = owner.token;
      propertyId = (
        await buildProperty(database.db, { company: owner.company ?? undefined, status: 'draft' })
      ).property.id;
      await database.close();

      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inmoperu-process-'));
      uploads = path.join(dataDir, 'uploads');
      // What a process killed mid-upload left: a temporary file and a photo whose row was never written.
      await leftover(path.join(uploads, 'properties', '77', 'video', '.tmp-00000000000000aa'), 2 * HOUR_MS);
      await leftover(path.join(uploads, 'properties', '77', 'photos', 'bb', 'large.webp'), 2 * HOUR_MS);
      // A write another process may still be doing: kept.
      await leftover(path.join(uploads, 'companies', '5', '.tmp-00000000000000cc'), 60_000);

      port = await freePort();
      server = startServerProcess(serverEnv(port));
      await server.waitFor('InmoPerú está listo');
    }, 120_000);

    afterAll(async () => {
      // SIGTERM, not SIGKILL: start.mjs passes it on; killing it outright would leave its server running.
      if (server && server.child.exitCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
      if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    });

    it('sweeps at start what a killed process left under uploads, and logs it', async () => {
      await server.waitFor('upload sweep: removed leftover files');
      expect(await filesUnder(uploads)).toEqual([path.join('companies', '5', '.tmp-00000000000000cc')]);
      expect(server.output()).toContain('properties/77/video/.tmp-00000000000000aa');
      expect(server.output()).toContain('properties/77/photos/bb/large.webp');
    }, 60_000);

    it('on SIGTERM aborts an upload in flight, removes its temporary file, frees the port and exits 0', async () => {
      const videoDir = path.join(uploads, 'properties', String(propertyId), 'video');
      const request = http.request(`http://127.0.0.1:${port}/api/v1/properties/${propertyId}`, {
        method: 'PATCH',
        headers: streamingUploadHeaders(token, CSRF, BOUNDARY),
      });
      const settled = new Promise<string>((resolve) => {
        request.on('response', (response) => {
          response.resume();
          response.on('end', () => resolve(`answered ${response.statusCode}`));
          response.on('error', () => resolve('connection closed'));
        });
        request.on('error', () => resolve('connection closed'));
      });
      // A slow upload: its head and 1 MB, then nothing more (the body is never finished).
      request.write(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="property[native_video]"; filename="lento.mp4"\r\n` +
          'Content-Type: video/mp4\r\n\r\n',
      );
      request.write(ftypHeader());
      request.write(Buffer.alloc(1024 * 1024, 7));
      while (!(await filesUnder(videoDir)).some((file) => file.startsWith('.tmp-'))) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(await settled).toBe('connection closed');
      expect(await filesUnder(videoDir)).toEqual([]);
      expect(await isListening(port)).toBe(false);
      expect(server.output()).toContain('shutting down: upload in progress aborted');
    }, 60_000);

    it('stops the server when `npm start` gets SIGTERM, and frees the port', async () => {
      const npmPort = await freePort();
      const npm = startServerProcess(serverEnv(npmPort), 'npm');
      try {
        await npm.waitFor('InmoPerú está listo');
        expect(await isListening(npmPort)).toBe(true);
        npm.child.kill('SIGTERM');
        await npm.exited;
        // npm and its shell are gone at once; the server, told by start.mjs, closes and frees the port.
        while (await isListening(npmPort)) await new Promise((resolve) => setTimeout(resolve, 100));
        await npm.waitFor('"msg":"shutting down"');
      } finally {
        if (npm.child.exitCode === null) npm.child.kill('SIGTERM');
      }
    }, 60_000);
  },
);
