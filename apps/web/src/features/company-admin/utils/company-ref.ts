import type { PublicUser } from '@inmuebles/shared/users/user-schema';

/**
 * How the screen asks for the user's company: its slug, or its id when the stored user predates the
 * embedded company (the API accepts either). Null when the user has no company.
 */
export function companyRefOf(user: Pick<PublicUser, 'company' | 'company_id'>): string | null {
  if (user.company?.slug) return user.company.slug;
  if (user.company_id !== null) return String(user.company_id);
  return user.company ? String(user.company.id) : null;
}
