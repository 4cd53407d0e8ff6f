import {
  importFieldLabels,
  PHOTO_COLUMN_PREFIX,
  VIDEO_COLUMN,
  type ImportFieldKey,
} from '@inmuebles/shared/imports/field-labels';
import { normalizePlaceName } from '@inmuebles/shared/ubigeo/catalogue';
import { PropertyLimits } from '@inmuebles/shared/properties/limits';
import { importFileMessages } from '@inmuebles/shared/imports/import-limits';
import { unprocessable } from '../../../platform/http/errors.ts';

/*
 * A spreadsheet's header row read as exchange-shape fields. A column is named by the template's Spanish
 * header or by the shape's own field name, in any case and with or without accents; photos are foto_1 to
 * foto_40 and the video video_url. An unknown header is refused by name: a misspelt column must not vanish.
 */

export type SheetColumn =
  | { kind: 'field'; field: Exclude<ImportFieldKey, 'Media'> }
  | { kind: 'photo'; order: number }
  | { kind: 'video' }
  | { kind: 'blank' };

const fold = (header: string) => normalizePlaceName(header.replace(/[()²]/g, ' '));

const byHeader = new Map<string, Exclude<ImportFieldKey, 'Media'>>();
for (const [field, label] of Object.entries(importFieldLabels)) {
  if (field === 'Media') continue;
  const key = field as Exclude<ImportFieldKey, 'Media'>;
  byHeader.set(fold(label), key);
  byHeader.set(fold(field), key);
}

function columnOf(header: string): SheetColumn | undefined {
  if (!header.trim()) return { kind: 'blank' };
  const folded = fold(header);
  const field = byHeader.get(folded);
  if (field) return { kind: 'field', field };
  if (folded === fold(VIDEO_COLUMN)) return { kind: 'video' };
  const photo = new RegExp(`^${fold(PHOTO_COLUMN_PREFIX)}\\s*(\\d{1,2})$`).exec(folded);
  const order = Number(photo?.[1]);
  if (photo && order >= 1 && order <= PropertyLimits.maxPhotos) return { kind: 'photo', order };
  return undefined;
}

/** The columns of a header row; 422 naming the unknown headers, or a missing reference-code column. */
export function readHeader(headers: readonly string[]): SheetColumn[] {
  const columns = headers.map(columnOf);
  const unknown = headers.filter((_, index) => columns[index] === undefined);
  if (unknown.length > 0) {
    const names = unknown
      .slice(0, 5)
      .map((h) => `«${h.trim().slice(0, 60)}»`)
      .join(', ');
    throw unprocessable(
      [`Columnas desconocidas: ${names}. Usa los encabezados de la plantilla`],
      `Columnas desconocidas: ${names}`,
    );
  }
  const known = columns as SheetColumn[];
  if (!known.some((c) => c.kind === 'field' && c.field === 'ListingKey')) {
    throw unprocessable([importFileMessages.missingKeyColumn], importFileMessages.missingKeyColumn);
  }
  return known;
}
