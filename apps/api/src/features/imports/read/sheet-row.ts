import type { ImportFieldKey } from '@inmuebles/shared/imports/field-labels';
import { importSubTypes, subTypeLabels } from '@inmuebles/shared/imports/sub-types';
import { listingOperationLabels } from '@inmuebles/shared/properties/enums';
import { normalizePlaceName } from '@inmuebles/shared/ubigeo/catalogue';
import { MEASURE_FIELDS } from '../measure-fields.ts';
import type { SheetColumn } from './sheet-columns.ts';

/*
 * One spreadsheet row as an exchange-shape object. Cells are text (CSV) or typed values (XLSX). Numbers are
 * read in Peruvian style ("389,000", "1 250,50" and "120.5" all work); the Spanish words of the template
 * become the shape's codes. A value that does not convert is passed on as written, so the shape's own
 * check reports it ("Precio: Debe ser un número") instead of the reader guessing.
 */

export type CellValue = string | number | boolean | Date | null;

const NUMBER_FIELDS = new Set<ImportFieldKey>([
  'ListPrice',
  'AssociationFee',
  'LeaseTermMonths',
  ...MEASURE_FIELDS,
]);

/** Codes kept as text, zero-padded when a spreadsheet turned them into numbers (010101 → 10101). */
const PADDED_CODES: Partial<Record<ImportFieldKey, number>> = { Ubigeo: 6, PartidaRegistral: 8 };

const fold = (value: string) => normalizePlaceName(value).replace(/[./]/g, '');

const vocabulary: Partial<Record<ImportFieldKey, Map<string, string>>> = {
  PropertySubType: new Map(
    importSubTypes.flatMap((code) => [
      [fold(code), code],
      [fold(subTypeLabels[code]), code],
    ]),
  ),
  Operation: new Map([
    ...Object.entries(listingOperationLabels).map(([code, label]) => [fold(label), code] as const),
    ['sale', 'sale'],
    ['rent', 'rent'],
  ]),
  Currency: new Map([
    ['pen', 'PEN'],
    ['s', 'PEN'],
    ['soles', 'PEN'],
    ['usd', 'USD'],
    ['us$', 'USD'],
    ['$', 'USD'],
    ['dolares', 'USD'],
  ]),
  Status: new Map([
    ['publicado', 'published'],
    ['published', 'published'],
    ['borrador', 'draft'],
    ['draft', 'draft'],
  ]),
};

/** "389,000" → 389000, "1.234,5" → 1234.5, "120.5" → 120.5; undefined when it is not a number. */
export function readNumber(text: string): number | undefined {
  const compact = text.replace(/\s|S\/\.?|US\$|\$/gi, '');
  if (!/^-?[\d.,]+$/.test(compact) || !/\d/.test(compact)) return undefined;
  const lastComma = compact.lastIndexOf(',');
  const lastDot = compact.lastIndexOf('.');
  let normal: string;
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    normal = compact.replaceAll(decimal === ',' ? '.' : ',', '').replace(decimal, '.');
  } else if (lastComma >= 0) {
    normal = /^-?\d{1,3}(,\d{3})+$/.test(compact) ? compact.replaceAll(',', '') : compact.replace(',', '.');
  } else {
    normal = /^-?\d{1,3}(\.\d{3}){2,}$/.test(compact) ? compact.replaceAll('.', '') : compact;
  }
  const value = Number(normal);
  return Number.isFinite(value) && /^-?\d+(\.\d+)?$/.test(normal) ? value : undefined;
}

/** dd/mm/yyyy (the es-PE way) or yyyy-mm-dd as yyyy-mm-dd; otherwise as written. */
function readDate(value: CellValue): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const text = String(value).trim();
  const peruvian = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (peruvian) return `${peruvian[3]}-${peruvian[2]?.padStart(2, '0')}-${peruvian[1]?.padStart(2, '0')}`;
  return text;
}

function fieldValue(field: ImportFieldKey, value: CellValue): unknown {
  if (field === 'OnMarketDate') return readDate(value);
  if (NUMBER_FIELDS.has(field)) {
    if (typeof value === 'number') return value;
    return readNumber(String(value)) ?? String(value);
  }
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value).trim();
  const pad = PADDED_CODES[field];
  if (pad && typeof value === 'number') return text.padStart(pad, '0');
  const words = vocabulary[field];
  return words?.get(fold(text)) ?? text;
}

const isBlank = (value: CellValue | undefined) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The row as an exchange object; undefined for a row with no value at all (Excel's trailing empty rows). */
export function sheetRowToListing(
  columns: readonly SheetColumn[],
  cells: readonly CellValue[],
): Record<string, unknown> | undefined {
  const listing: Record<string, unknown> = {};
  const media: { MediaURL: string; MediaCategory: 'Photo' | 'Video'; Order?: number }[] = [];
  let any = false;
  columns.forEach((column, index) => {
    const value = cells[index];
    if (isBlank(value) || value === undefined) return;
    any = true;
    if (column.kind === 'field') listing[column.field] = fieldValue(column.field, value);
    else if (column.kind === 'photo')
      media.push({ MediaURL: String(value).trim(), MediaCategory: 'Photo', Order: column.order });
    else if (column.kind === 'video') media.push({ MediaURL: String(value).trim(), MediaCategory: 'Video' });
  });
  if (!any) return undefined;
  if (media.length > 0) listing.Media = media;
  return listing;
}
