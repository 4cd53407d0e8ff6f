import type { ProfileResponse } from '@inmuebles/shared/users/profile-schemas';
import type { User } from '../../platform/db/schema/index.ts';
import type { ProfileDeps } from './deps.ts';
import { presentUser, findCompanySummary } from '../auth/public.ts';
import { readNotificationPreferences } from './notification-preferences.ts';

/** `{ user, notification_preferences }`: GET /me, and the base of PATCH /me's answer. */
export async function presentProfile(deps: ProfileDeps, user: User): Promise<ProfileResponse> {
  const company = await findCompanySummary(deps.db, user.companyId);
  return {
    user: presentUser(user, company, deps.storage) as ProfileResponse['user'],
    notification_preferences: readNotificationPreferences(user),
  };
}
