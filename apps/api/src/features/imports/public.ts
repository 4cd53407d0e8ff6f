// What other features may use of imports (the partner API reuses the one validator and the one writer).
export { classifyRows } from './preview/classify-rows.ts';
export type { ClassifiedRow } from './preview/classify-rows.ts';
export { writeImportRow } from './write/write-import-row.ts';
