import {
  defaultNotificationPreferences,
  type NotificationPreferences,
} from '@inmuebles/shared/users/profile-schemas';
import type { User } from '../../platform/db/schema/index.ts';

/** The stored preferences with the defaults filled in (a preference never saved means its default). */
export function readNotificationPreferences(
  user: Pick<User, 'notificationPreferences'>,
): NotificationPreferences {
  const stored = (user.notificationPreferences ?? {}) as Partial<NotificationPreferences>;
  const pick = (key: keyof NotificationPreferences) =>
    typeof stored[key] === 'boolean' ? stored[key] : defaultNotificationPreferences[key];
  return {
    emailNotifications: pick('emailNotifications'),
    propertyInquiries: pick('propertyInquiries'),
    systemUpdates: pick('systemUpdates'),
  };
}
