/** What one import may hold (docs/product/imports.md, "Límites"). */
export const ImportLimits = {
  maxFileBytes: 20 * 1024 * 1024,
  maxRows: 10_000,
  /** A spreadsheet record (one row, all its cells) longer than this is not inventory but an attack. */
  maxRecordChars: 64 * 1024,
  /** An XLSX unpacks to at most this many bytes, and to at most `maxZipRatio` times its packed size. */
  maxUnpackedBytes: 400 * 1024 * 1024,
  maxZipRatio: 200,
  /** Rows of the preview per page. */
  previewPageSize: 50,
} as const;

/** The file-level refusals (413 and 422), in Spanish, naming the limit. */
export const importFileMessages = {
  missingFile: 'Selecciona un archivo (XLSX, CSV o JSON)',
  tooLarge: 'El archivo supera el límite de 20 MB',
  tooManyRows: `El archivo tiene más de ${ImportLimits.maxRows.toLocaleString('es-PE')} filas: divídelo en varios`,
  unknownFormat: 'El archivo no es un XLSX, un CSV ni un JSON',
  emptyFile: 'El archivo no tiene filas para importar',
  badJson: 'El JSON no es válido',
  badJsonShape: 'El JSON debe ser un arreglo de avisos o un objeto { "value": [ ... ] }',
  badWorkbook: 'El XLSX está dañado o no es un libro de Excel',
  zipBomb: 'El XLSX se descomprime a un tamaño desproporcionado y no se lee',
  hugeRecord: 'Una fila del archivo es demasiado larga (más de 64 KB)',
  badCsv: 'El CSV está mal formado',
  missingKeyColumn: 'Falta la columna «Código de referencia»',
  busy: 'Ya hay una importación en curso para esta empresa: espera a que termine',
  notPreview: 'Esta importación ya fue confirmada o cancelada',
  notRunning: 'Esta importación ya terminó',
  notFound: 'Importación no encontrada',
  noCompany: 'No tienes una empresa asignada',
} as const;
