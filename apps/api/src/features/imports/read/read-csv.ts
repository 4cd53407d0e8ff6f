import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { ImportLimits, importFileMessages } from '@inmuebles/shared/imports/import-limits';
import { unprocessable } from '../../../platform/http/errors.ts';
import { readFileHead } from './file-head.ts';
import { readHeader } from './sheet-columns.ts';
import { sheetRowToListing } from './sheet-row.ts';
import type { SourceRow } from './source-row.ts';

/*
 * A CSV streamed row by row (never loaded whole). Its encoding and separator are told from its first bytes:
 * UTF-8 with or without BOM, else Windows-1252 (what Excel in Spanish saves as "CSV"); the separator is the
 * one of ',', ';' and tab that the header uses most. Row numbers are the spreadsheet's: the header is row 1.
 */

const SAMPLE_BYTES = 64 * 1024;

/** UTF-8 when the sample decodes as UTF-8 (a multi-byte character cut at its end is fine), else Windows-1252. */
function encodingOf(bytes: Buffer): 'utf-8' | 'windows-1252' {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** The separator the header line uses most, outside quotes. */
function separatorOf(text: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ',';
}

/** Bytes to text in the file's encoding, chunk by chunk. */
function decoding(encoding: string): Transform {
  const decoder = new TextDecoder(encoding);
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _encoding, done) {
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
}

function refusal(err: unknown): Error {
  if (err instanceof CsvError) {
    const message =
      err.code === 'CSV_MAX_RECORD_SIZE' ? importFileMessages.hugeRecord : importFileMessages.badCsv;
    return unprocessable([message], message);
  }
  return err instanceof Error ? err : new Error(String(err));
}

export async function* readCsvRows(path: string): AsyncGenerator<SourceRow> {
  const head = await readFileHead(path, SAMPLE_BYTES);
  const encoding = encodingOf(head);
  const delimiter = separatorOf(new TextDecoder(encoding).decode(head).replace(/^\uFEFF/, ''));
  const parser = createReadStream(path)
    .pipe(decoding(encoding))
    .pipe(
      parse({
        delimiter,
        bom: true,
        relax_column_count: true,
        skip_empty_lines: true,
        max_record_size: ImportLimits.maxRecordChars,
      }),
    );
  let columns: ReturnType<typeof readHeader> | undefined;
  let rowNumber = 1;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!columns) {
        columns = readHeader(record);
        continue;
      }
      rowNumber += 1;
      const input = sheetRowToListing(columns, record);
      if (input) yield { rowNumber, input };
    }
  } catch (err) {
    parser.destroy();
    throw refusal(err);
  }
}
