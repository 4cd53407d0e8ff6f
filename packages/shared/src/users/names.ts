/** The name fields the helpers read; both may be missing in older stored users. */
export interface WithName {
  first_name?: string | null;
  last_name?: string | null;
}

/** Name shown when a user has neither a first nor a last name. */
export const fallbackUserName = 'Usuario';

/**
 * Full name of a user: first plus last name, or whichever exists, else 'Usuario'.
 * Surrounding and doubled spaces are removed.
 */
export function getFullName(user: WithName | null | undefined): string {
  const parts = [user?.first_name, user?.last_name]
    .map((part) => (part ?? '').trim())
    .filter((part) => part.length > 0);
  return parts.length > 0 ? parts.join(' ').replace(/\s+/g, ' ') : fallbackUserName;
}

/**
 * Initials of a full name: the first letter of each of its first two words, upper-cased
 * ('Ana María Pérez' → 'AM', 'Usuario' → 'U'). An empty name gives 'U', like 'Usuario'.
 */
export function getInitials(fullName: string): string {
  const initials = fullName
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase('es-PE');
  return initials.length > 0 ? initials : 'U';
}
