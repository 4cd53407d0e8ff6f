import { storageKeys } from '@/lib/session';
import { defaultNotificationPreferences, type NotificationPreferences } from '../api/me-api';

/** Fills missing preferences with the defaults (true, true, false). */
export function withDefaults(
  value: Partial<NotificationPreferences> | null | undefined,
): NotificationPreferences {
  const pick = (key: keyof NotificationPreferences) =>
    typeof value?.[key] === 'boolean' ? value[key] : defaultNotificationPreferences[key];
  return {
    emailNotifications: pick('emailNotifications'),
    propertyInquiries: pick('propertyInquiries'),
    systemUpdates: pick('systemUpdates'),
  };
}

/** The mirror kept in the browser under `notification_settings`. */
export function readStoredPreferences(): NotificationPreferences {
  try {
    const raw = localStorage.getItem(storageKeys.notificationSettings);
    return withDefaults(raw ? (JSON.parse(raw) as Partial<NotificationPreferences>) : null);
  } catch {
    return { ...defaultNotificationPreferences };
  }
}

export function storePreferences(preferences: NotificationPreferences): void {
  localStorage.setItem(storageKeys.notificationSettings, JSON.stringify(preferences));
}
