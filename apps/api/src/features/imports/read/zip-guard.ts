import { ImportLimits, importFileMessages } from '@inmuebles/shared/imports/import-limits';
import yauzl from 'yauzl';
import { unprocessable } from '../../../platform/http/errors.ts';

/*
 * An XLSX is a ZIP, and a ZIP can unpack to thousands of times its size. Before any spreadsheet reader
 * touches it, every entry is inflated once into nothing while its bytes are counted: past the total or the
 * ratio of ImportLimits the file is refused (422). Counting the real inflated bytes, not the sizes the
 * archive declares, is what stops a bomb that lies in its headers (yauzl also checks each entry's declared
 * size against what it inflates).
 */

const refuse = (message: string) => unprocessable([message], message);

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, validateEntrySizes: true }, (err, zip) =>
      err || !zip ? reject(refuse(importFileMessages.badWorkbook)) : resolve(zip),
    );
  });
}

/** The entries' names once the whole archive was inflated within the limits. */
export async function checkZip(path: string, packedBytes: number): Promise<Set<string>> {
  const zip = await openZip(path);
  const maxBytes = Math.min(
    ImportLimits.maxUnpackedBytes,
    Math.max(packedBytes, 1) * ImportLimits.maxZipRatio,
  );
  const names = new Set<string>();
  let inflated = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', () => reject(refuse(importFileMessages.badWorkbook)));
      zip.on('end', resolve);
      zip.on('entry', (entry: yauzl.Entry) => {
        names.add(entry.fileName);
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(refuse(importFileMessages.badWorkbook));
          stream.on('data', (chunk: Buffer) => {
            inflated += chunk.length;
            if (inflated > maxBytes) {
              stream.destroy();
              reject(refuse(importFileMessages.zipBomb));
            }
          });
          stream.on('error', () => reject(refuse(importFileMessages.badWorkbook)));
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return names;
}

/** Whether the entries are those of an Excel workbook (not a Word file, not any ZIP). */
export const isWorkbook = (names: Set<string>) =>
  names.has('[Content_Types].xml') && names.has('xl/workbook.xml');
