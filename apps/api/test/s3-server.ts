import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The S3_* environment of an app using this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver, objects on a temporary folder) on a free local port: the S3 backend is
 * tested over HTTP against it, never against mocks of the SDK.
 */
export async function startS3Server(bucket = 'inmoperu-test'): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'inmoperu-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      // The SDK keeps connections alive: closing waits for them otherwise.
      server.httpServer?.closeAllConnections();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
