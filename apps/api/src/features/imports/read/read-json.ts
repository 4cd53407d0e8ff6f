import { readFile } from 'node:fs/promises';
import { importFileMessages } from '@inmuebles/shared/imports/import-limits';
import { unprocessable } from '../../../platform/http/errors.ts';
import type { SourceRow } from './source-row.ts';

/*
 * A JSON file of the exchange shape: `{ "value": [ ... ] }` (as the RESO Web API pages) or a bare array. The
 * file is at most 20 MB (checked on upload), so it is parsed whole; each item is one row, numbered from 1.
 */

const refuse = (message: string) => unprocessable([message], message);

export async function* readJsonRows(path: string): AsyncGenerator<SourceRow> {
  const text = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw refuse(importFileMessages.badJson);
  }
  const items = Array.isArray(document)
    ? document
    : document !== null &&
        typeof document === 'object' &&
        Array.isArray((document as { value?: unknown }).value)
      ? (document as { value: unknown[] }).value
      : undefined;
  if (!items) throw refuse(importFileMessages.badJsonShape);
  let rowNumber = 0;
  for (const input of items) {
    rowNumber += 1;
    yield { rowNumber, input };
  }
}
