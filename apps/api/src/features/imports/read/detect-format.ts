import { stat } from 'node:fs/promises';
import { importFileMessages } from '@inmuebles/shared/imports/import-limits';
import { unprocessable } from '../../../platform/http/errors.ts';
import { readFileHead } from './file-head.ts';
import { checkZip, isWorkbook } from './zip-guard.ts';

/*
 * What an uploaded file is, from its bytes (the name and the browser's type prove nothing): an XLSX is a ZIP
 * holding a workbook, a JSON starts with '[' or '{' after an optional BOM, and a CSV is text without NUL
 * bytes. Anything else is a 422.
 */

export type ImportFormat = 'xlsx' | 'csv' | 'json';

const SNIFF_BYTES = 8192;

const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

/** A UTF-8 BOM, then blanks: the first meaningful byte. */
function firstByte(bytes: Buffer): number | undefined {
  let index = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (index < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[index] ?? 0)) index += 1;
  return bytes[index];
}

export async function detectImportFormat(path: string): Promise<ImportFormat> {
  const bytes = await readFileHead(path, SNIFF_BYTES);
  if (bytes.length === 0) throw unprocessable([importFileMessages.emptyFile], importFileMessages.emptyFile);
  if (isZip(bytes)) {
    // The whole archive is inflated once within limits here, so the XLSX reader never meets a bomb.
    if (isWorkbook(await checkZip(path, (await stat(path)).size))) return 'xlsx';
    throw unprocessable([importFileMessages.unknownFormat], importFileMessages.unknownFormat);
  }
  const first = firstByte(bytes);
  if (first === 0x5b || first === 0x7b) return 'json';
  if (!bytes.includes(0)) return 'csv';
  throw unprocessable([importFileMessages.unknownFormat], importFileMessages.unknownFormat);
}
