import type { PublicUserInput } from '@inmuebles/shared/users/user-schema';
import type { User } from '../../platform/db/schema/index.ts';
import { activePendingEmail } from './pending-email.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { UserCompanySummary } from './users-repository.ts';

/**
 * The user as the API shows it to that same user (`/auth/login`, `/auth/me`, `/me`): chosen columns only,
 * never the password hash, and the avatar as a URL built by the storage backend.
 */
export function presentUser(
  user: User,
  company: UserCompanySummary | null,
  storage: Pick<FileStorage, 'publicUrl'>,
): Required<PublicUserInput> {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName ?? '',
    last_name: user.lastName ?? '',
    phone: user.phone,
    avatar_url: user.avatarKey ? storage.publicUrl(user.avatarKey) : null,
    role: user.role,
    company_id: user.companyId,
    company: company ? { id: company.id, slug: company.slug, name: company.name } : null,
    email_confirmed: user.emailConfirmedAt !== null,
    created_at: user.createdAt.toISOString(),
    // Only this presenter (the user's own answers) may show it: it is private to the user.
    pending_email: activePendingEmail(user),
  };
}
