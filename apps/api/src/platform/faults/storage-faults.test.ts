import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createSignedInUser } from '../../../test/factories/users.ts';
import { TestClient } from '../../../test/http-client.ts';
import { captureLogs } from '../../../test/log-capture.ts';
import { multipartFile, pngImage } from '../../features/account/routes/test-support.ts';
import { createLocalStorage } from '../storage/local-storage.ts';
import type { FileStorage } from '../storage/storage.ts';
import { findUserById } from '../../features/auth/users-repository.ts';

/** The disk as the fault injector sets it: working, full (ENOSPC) or mounted read-only (EROFS). */
let disk: 'ok' | 'ENOSPC' | 'EROFS' = 'ok';

/** The real local storage, whose writes fail the way node:fs reports a full or read-only disk. */
function faultyStorage(inner: FileStorage): FileStorage {
  const fail = () => {
    if (disk === 'ok') return;
    const message = disk === 'ENOSPC' ? 'no space left on device' : 'read-only file system';
    throw Object.assign(new Error(`${disk}: ${message}, write`), {
      code: disk,
      errno: -28,
      syscall: 'write',
    });
  };
  return {
    ...inner,
    put: async (key, data) => {
      fail();
      return inner.put(key, data);
    },
    putStream: async (key, stream, opts) => {
      fail();
      return inner.putStream(key, stream, opts);
    },
    copy: async (from, to) => {
      fail();
      return inner.copy(from, to);
    },
  };
}

let t: TestApp;
let client: TestClient;
const logs = captureLogs();
const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'inmoperu-faulty-uploads-'));

beforeAll(async () => {
  t = await buildTestApp({}, { logger: logs.logger, storage: faultyStorage(createLocalStorage(uploadsDir)) });
  client = new TestClient(t.app);
});
afterAll(async () => t?.close());

describe('a full or read-only disk', () => {
  it('answers 507 with the Spanish message, logs one line per incident, and works again after', async () => {
    const { user, token } = await createSignedInUser(t.app.db);
    const body = multipartFile('avatar', 'yo.png', 'image/png', await pngImage());
    const upload = () => client.post('/api/v1/me/avatar', body.payload, { token, headers: body.headers });

    for (const fault of ['ENOSPC', 'ENOSPC', 'EROFS'] as const) {
      disk = fault;
      const res = await upload();
      expect(res.statusCode).toBe(507);
      expect(res.json()).toEqual({
        error: 'storage_full',
        message: 'No hay espacio para guardar el archivo. Inténtalo más tarde.',
      });
    }
    expect((await findUserById(t.app.db, user.id))?.avatarKey).toBeNull();
    expect(logs.withMessage('storage: incident started')).toHaveLength(1);
    expect(logs.lines.filter((line) => ['unhandled error', 'application error'].includes(line.msg))).toEqual(
      [],
    );

    disk = 'ok';
    expect((await upload()).statusCode).toBe(200);
    expect(logs.withMessage('storage: incident over')).toEqual([
      expect.objectContaining({ incident: 'storage', refused: 3 }),
    ]);
  });
});
