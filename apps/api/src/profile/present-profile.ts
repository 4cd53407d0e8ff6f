import type { ProfileResponse } from '@inmuebles/shared/users/profile-schemas';
import type { User } from '../db/schema/index.ts';
import type { AppInstance } from '../lib/app-instance.ts';
import { presentUser } from '../users/present-user.ts';
import { findCompanySummary } from '../users/users-repository.ts';
import { readNotificationPreferences } from './notification-preferences.ts';

/** `{ user, notification_preferences }`: GET /me, and the base of PATCH /me's answer. */
export async function presentProfile(app: AppInstance, user: User): Promise<ProfileResponse> {
  const company = await findCompanySummary(app.db, user.companyId);
  return {
    user: presentUser(user, company, app.storage) as ProfileResponse['user'],
    notification_preferences: readNotificationPreferences(user),
  };
}
