// What other features may use of imports (the partner API reuses the one validator and the one writer).
export { classifyRows } from './preview/classify-rows.ts';
export type { ClassifiedRow } from './preview/classify-rows.ts';
export { writeImportRow } from './write/write-import-row.ts';
export { planFingerprint } from './preview/fingerprint.ts';
export { importPhoto } from './runs/import-photos.ts';
export type { PhotoFetchDeps } from './runs/import-photos.ts';
