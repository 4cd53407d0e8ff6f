import ExcelJS from 'exceljs';
import {
  importFieldLabels,
  PHOTO_COLUMN_PREFIX,
  VIDEO_COLUMN,
  type ImportFieldKey,
} from '@inmuebles/shared/imports/field-labels';
import { importSubTypes, subTypeLabels } from '@inmuebles/shared/imports/sub-types';
import { listingOperationLabels } from '@inmuebles/shared/properties/enums';
import { listDepartments, listDistricts, listProvinces } from '@inmuebles/shared/ubigeo/catalogue';
import { MEASURE_FIELDS } from '../measure-fields.ts';
import { templateExamples } from './template-examples.ts';

/*
 * "Descargar plantilla": the XLSX an agency fills in. Sheet "Avisos": the Spanish headers the reader knows
 * (sheet-columns.ts), two example rows that import as they are, and photo columns; sheet "Valores
 * permitidos": the words each closed column takes and every district of Peru with its province, department
 * and ubigeo.
 */

/** Template columns, in the order an agent fills them. */
const FIELDS: Exclude<ImportFieldKey, 'Media'>[] = [
  'ListingKey',
  'Title',
  'PublicRemarks',
  'PropertySubType',
  'Operation',
  'ListPrice',
  'Currency',
  'AssociationFee',
  'LeaseTermMonths',
  'Status',
  'OnMarketDate',
  'StateOrProvince',
  'CountyOrParish',
  'City',
  'Ubigeo',
  'UnparsedAddress',
  'PostalCode',
  ...MEASURE_FIELDS,
  'OficinaRegistral',
  'PartidaRegistral',
];
/** The template shows five photo columns; the reader takes up to foto_40. */
const PHOTO_COLUMNS = 5;

export const templateHeaders = [
  ...FIELDS.map((field) => importFieldLabels[field]),
  ...Array.from({ length: PHOTO_COLUMNS }, (_, i) => `${PHOTO_COLUMN_PREFIX}${i + 1}`),
  VIDEO_COLUMN,
];

function listingSheet(workbook: ExcelJS.Workbook) {
  const sheet = workbook.addWorksheet('Avisos', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(templateHeaders).font = { bold: true };
  for (const example of templateExamples)
    sheet.addRow(templateHeaders.map((header) => example[header] ?? null));
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
}

function valuesSheet(workbook: ExcelJS.Workbook) {
  const sheet = workbook.addWorksheet('Valores permitidos');
  const closed: [string, string[]][] = [
    [importFieldLabels.PropertySubType, importSubTypes.map((code) => subTypeLabels[code])],
    [importFieldLabels.Operation, Object.values(listingOperationLabels)],
    [importFieldLabels.Currency, ['PEN', 'USD']],
    [importFieldLabels.Status, ['Publicado', 'Borrador']],
  ];
  sheet.addRow(['Columna', 'Valores']).font = { bold: true };
  for (const [column, values] of closed) sheet.addRow([column, values.join(', ')]);
  sheet.addRow([]);
  sheet.addRow(['Departamento', 'Provincia', 'Distrito', 'Ubigeo']).font = { bold: true };
  for (const department of listDepartments()) {
    for (const province of listProvinces(department.id)) {
      for (const district of listDistricts(province.id)) {
        sheet.addRow([department.name, province.name, district.name, district.id]);
      }
    }
  }
  sheet.getColumn(1).width = 22;
  sheet.getColumn(2).width = 60;
  sheet.getColumn(3).width = 28;
}

/** The template's bytes. */
export async function buildImportTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'InmoPerú';
  listingSheet(workbook);
  valuesSheet(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
