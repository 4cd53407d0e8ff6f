/** Longest slug the app makes from a name or title. */
const MAX_SLUG_LENGTH = 80;

/**
 * "Inversiones Álamo & Cía." → "inversiones-alamo-cia": lower case ASCII words (accents and ñ folded) joined
 * by hyphens, at most 80 characters; '' when the text has no letters or digits.
 */
function slugWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
}

/**
 * The slug a new company or property starts from: its words, or `noun` when there are none. An all-digit
 * one is prefixed with `noun`, because a path of digits names a row by id first, never by slug.
 */
export function slugBase(text: string, noun: string): string {
  const slug = slugWords(text);
  if (!slug) return noun;
  return /^\d+$/.test(slug) ? `${noun}-${slug}` : slug;
}
