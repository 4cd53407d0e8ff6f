const kilobyte = 1024;
const megabyte = 1024 * kilobyte;

/** A file size for people: '850 KB', '12.5 MB' (es-PE). */
export function formatFileSize(bytes: number): string {
  if (bytes < megabyte) return `${Math.max(1, Math.round(bytes / kilobyte)).toLocaleString('es-PE')} KB`;
  return `${(bytes / megabyte).toLocaleString('es-PE', { maximumFractionDigits: 1 })} MB`;
}
