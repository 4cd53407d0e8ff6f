import type { ImportPlan } from '@inmuebles/shared/imports/validate-import-row';
import { PropertyLimits } from '@inmuebles/shared/properties/limits';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { importRows, importRuns, mediaAssets } from '../../../platform/db/schema/index.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { OutgoingFetchError, outgoingFetch } from '../../../platform/http/outgoing-fetch.ts';
import { uploadPropertyPhoto } from '../../properties/public.ts';
import type { ImportWorkerDeps } from './process-run.ts';

/*
 * The photos of a run's written rows, fetched by address after the rows (docs/product/imports.md, "Fotos"):
 * each one through the outgoing-fetch guard, then the editor's own photo upload (bytes sniffed, pixel limit,
 * EXIF and GPS dropped, renditions). A photo already imported into the property from the same address is not
 * fetched again. A photo that fails becomes a warning on its row; the property stays imported. The counters
 * and warnings are rebuilt from the start of this phase, so a resumed run counts each photo once.
 */

async function rowsWithPhotos(deps: ImportWorkerDeps, runId: number) {
  const rows = await deps.db
    .select({ rowNumber: importRows.rowNumber, propertyId: importRows.propertyId, plan: importRows.plan })
    .from(importRows)
    .where(
      and(
        eq(importRows.runId, runId),
        inArray(importRows.outcome, ['new', 'updated']),
        isNotNull(importRows.propertyId),
        isNotNull(importRows.writtenAt),
      ),
    )
    .orderBy(asc(importRows.rowNumber));
  return rows
    .map((row) => ({ ...row, urls: (row.plan as unknown as ImportPlan | null)?.photoUrls ?? [] }))
    .filter((row) => row.urls.length > 0);
}

async function alreadyImported(deps: ImportWorkerDeps, propertyId: number, url: string) {
  const [found] = await deps.db
    .select({ id: mediaAssets.id })
    .from(mediaAssets)
    .where(and(eq(mediaAssets.propertyId, propertyId), eq(mediaAssets.sourceUrl, url)))
    .limit(1);
  return found !== undefined;
}

/** Fetches and stores one photo; the Spanish reason when it could not be. */
async function importPhoto(deps: ImportWorkerDeps, propertyId: number, url: string): Promise<string | null> {
  try {
    const response = await outgoingFetch(url, {
      maxBytes: PropertyLimits.maxPhotoBytes,
      allowHosts: deps.allowHosts,
      headers: { accept: 'image/*' },
    });
    if (response.status !== 200) return `el servidor respondió ${response.status}`;
    const asset = await uploadPropertyPhoto(deps, propertyId, { data: response.body, fields: {} });
    if (!asset) return 'la propiedad ya no existe';
    await deps.db.update(mediaAssets).set({ sourceUrl: url }).where(eq(mediaAssets.id, asset.id));
    return null;
  } catch (err) {
    if (err instanceof OutgoingFetchError) return err.message;
    if (err instanceof AppError) return `${err.message} ${err.errors?.join(' ') ?? ''}`.trim();
    throw err;
  }
}

const bump = (column: 'photos_done' | 'photos_failed', runId: number) =>
  sql`update import_runs set ${sql.raw(`${column} = ${column} + 1`)}, heartbeat_at = now() where id = ${runId}`;

export async function importRunPhotos(deps: ImportWorkerDeps, runId: number): Promise<void> {
  const rows = await rowsWithPhotos(deps, runId);
  const total = rows.reduce((sum, row) => sum + row.urls.length, 0);
  await deps.db
    .update(importRuns)
    .set({ photosTotal: total, photosDone: 0, photosFailed: 0 })
    .where(eq(importRuns.id, runId));
  for (const row of rows) {
    const warnings: string[] = [];
    const propertyId = row.propertyId as number;
    for (const [index, url] of row.urls.entries()) {
      const failure = (await alreadyImported(deps, propertyId, url))
        ? null
        : await importPhoto(deps, propertyId, url);
      if (failure)
        warnings.push(
          `Fila ${row.rowNumber}, foto ${index + 1} (${url}): ${failure.replace(/\.$/, '')}. El aviso se importó sin ella`,
        );
      await deps.db.execute(bump(failure ? 'photos_failed' : 'photos_done', runId));
    }
    await deps.db
      .update(importRows)
      .set({ warnings })
      .where(and(eq(importRows.runId, runId), eq(importRows.rowNumber, row.rowNumber)));
  }
}
