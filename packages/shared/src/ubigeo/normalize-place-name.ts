/**
 * Folds a place name for comparison: lower case, accents stripped (so also ñ → n), hyphens and underscores
 * read as spaces, whitespace collapsed. `normalizePlaceName('  Jesús  María ')` → `'jesus maria'`.
 */
export function normalizePlaceName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[-_]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
