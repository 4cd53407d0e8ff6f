/**
 * `npm run media:variants`: gives older photos their responsive renditions (add-photo-variants.ts) with
 * the same DATABASE_URL / DATA_DIR / S3_* settings as the server. Safe to stop and run again: it resumes
 * with the photos still missing them. Production build: node apps/api/dist/photo-variants-cli.js
 * (with PGlite, stop the server first: its data directory has a single owner process).
 */
import { runDatabaseCli } from '../../../platform/db/run-database-cli.ts';
import { createStorage } from '../../../platform/storage/create-storage.ts';
import { addMissingPhotoVariants } from './add-photo-variants.ts';

runDatabaseCli(async (handle, config) => {
  const started = Date.now();
  let lastLine = 0;
  const result = await addMissingPhotoVariants(handle.db, createStorage(config), {
    onProgress: ({ done, failed, total }) => {
      // One line every 2 s (and the last): readable in a terminal and in a log file alike.
      if (Date.now() - lastLine < 2000 && done + failed < total) return;
      lastLine = Date.now();
      console.log(`  ${done + failed}/${total} fotos (${failed} con error)`);
    },
    onError: (photo, error) =>
      console.error(
        `  Foto ${photo.id} (${photo.storageKey}): ${error instanceof Error ? error.message : error}`,
      ),
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    result.total === 0
      ? 'Todas las fotos ya tenían sus tamaños adaptables; no se cambió nada.'
      : `Listo en ${seconds} s: ${result.done} fotos procesadas, ${result.failed} con error (se reintentan en la próxima ejecución).`,
  );
  if (result.failed > 0) process.exitCode = 1;
});
