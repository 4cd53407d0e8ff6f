/**
 * `npm run storage:copy-to-s3 [-- <folder>]`: copies a local uploads folder (default DATA_DIR/uploads) into
 * the bucket of S3_BUCKET (with the same S3_* variables as the server), before switching the server to it.
 * Safe to run again: keys already in the bucket are skipped. Production build: node apps/api/dist/copy-uploads-cli.js
 */
import { ConfigError, loadConfig } from '../config/env.ts';
import { copyUploads } from './copy-uploads.ts';
import { createStorage } from './create-storage.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.S3_BUCKET) throw new ConfigError(['S3_BUCKET: falta el bucket de destino']);
  const folder = process.argv[2] ?? config.uploadsDir;
  console.log(`Copiando ${folder} al bucket ${config.S3_BUCKET}...`);
  const result = await copyUploads(folder, createStorage(config));
  console.log(`Listo: ${result.copied} archivos copiados, ${result.skipped} ya estaban en el bucket.`);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(err instanceof ConfigError ? 78 : 1);
});
