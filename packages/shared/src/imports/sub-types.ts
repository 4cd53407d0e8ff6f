import type { PropertyDetailType } from '../properties/enums.ts';

/*
 * The exchange shape's `PropertySubType` values and the editor category each one is. Lower-case English
 * codes in the JSON; the spreadsheets may use the Spanish label instead.
 */

export const importSubTypes = ['apartment', 'house', 'office', 'warehouse', 'lot', 'land'] as const;
export type ImportSubType = (typeof importSubTypes)[number];

export const subTypeDetailType: Record<ImportSubType, PropertyDetailType> = {
  apartment: 'ApartmentResource',
  house: 'HouseResource',
  office: 'OfficeResource',
  warehouse: 'WarehouseResource',
  lot: 'LotResource',
  land: 'LandResource',
};

/** What a spreadsheet cell says for each code (the template's list of allowed values). */
export const subTypeLabels: Record<ImportSubType, string> = {
  apartment: 'Departamento',
  house: 'Casa',
  office: 'Oficina',
  warehouse: 'Almacén',
  lot: 'Lote urbano',
  land: 'Terreno agrícola',
};
