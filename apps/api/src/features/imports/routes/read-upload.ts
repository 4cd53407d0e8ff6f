import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { ImportLimits, importFileMessages } from '@inmuebles/shared/imports/import-limits';
import { AppError, fileTooLarge, unprocessable } from '../../../platform/http/errors.ts';
import { fieldText, isMultipartLimit } from '../../../platform/http/multipart-body.ts';

/*
 * The upload of POST /imports: the file streamed to a private temporary folder (never held whole in memory),
 * at most 20 MB (413 naming the limit), and the form's text fields. The caller removes the folder.
 */

export const importMultipartLimits = {
  fileSize: ImportLimits.maxFileBytes,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
} as const;

export interface ImportUpload {
  path: string;
  name: string;
  fields: Record<string, string>;
  /** Removes the stored copy. */
  discard(): Promise<void>;
}

const missing = () => unprocessable([importFileMessages.missingFile], importFileMessages.missingFile);

export async function readImportUpload(request: FastifyRequest): Promise<ImportUpload> {
  if (!request.isMultipart()) throw missing();
  const folder = await mkdtemp(path.join(tmpdir(), 'inmoperu-import-'));
  const discard = () => rm(folder, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  let stored: { path: string; name: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        fields[part.fieldname] = fieldText(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || stored) throw unprocessable([`Campo no permitido: ${part.fieldname}`]);
      const target = path.join(folder, 'upload');
      await pipeline(part.file, createWriteStream(target, { mode: 0o600 }));
      if (part.file.truncated) throw fileTooLarge(importFileMessages.tooLarge);
      stored = { path: target, name: path.basename(part.filename || 'archivo') };
    }
  } catch (err) {
    await discard();
    if (err instanceof AppError) throw err;
    if (isMultipartLimit(err)) throw fileTooLarge(importFileMessages.tooLarge);
    throw err;
  }
  if (!stored) {
    await discard();
    throw missing();
  }
  return { ...stored, fields, discard };
}
