import type { AppConfig } from '../config/env.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

/** The storage the configuration names: the S3 bucket of S3_BUCKET, otherwise DATA_DIR/uploads. */
export function createStorage(config: AppConfig): FileStorage {
  if (!config.S3_BUCKET) return createLocalStorage(config.uploadsDir);
  return createS3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    mediaBaseUrl: config.MEDIA_BASE_URL,
  });
}
