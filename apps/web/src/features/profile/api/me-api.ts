import type { PublicUserInput } from '@inmuebles/shared/users/user-schema';
import { apiFetch } from '@/lib/api-client';

import type { NotificationPreferences } from '@inmuebles/shared/users/profile-schemas';

export {
  defaultNotificationPreferences,
  type NotificationPreferences,
} from '@inmuebles/shared/users/profile-schemas';

export interface MeResponse {
  user: PublicUserInput;
  notification_preferences?: Partial<NotificationPreferences> | null;
}

export interface UpdateMeResponse {
  user: PublicUserInput;
  /** The new address waiting for confirmation (also `user.pending_email`). */
  pending_email?: string | null;
}

export interface PersonalInfoInput {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ActivityItem {
  id: number | string;
  kind: string;
  title: string;
  property?: { id?: number; slug?: string; title?: string } | null;
  created_at: string;
}

export interface ActivityResponse {
  stats: { properties: number; views: number; contact_requests: number };
  activity: ActivityItem[];
}

export const meKeys = {
  all: ['me'] as const,
  profile: () => [...meKeys.all, 'profile'] as const,
  activity: () => [...meKeys.all, 'activity'] as const,
};

export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return apiFetch<MeResponse>('/me', { signal });
}

export function getActivity(signal?: AbortSignal): Promise<ActivityResponse> {
  return apiFetch<ActivityResponse>('/me/activity', { signal });
}

/** PATCH /me; a new e-mail goes with the current password (the server refuses it without). */
export function updatePersonalInfo(
  user: PersonalInfoInput,
  currentPassword?: string,
): Promise<UpdateMeResponse> {
  const body =
    currentPassword === undefined ? { user } : { user: { ...user, current_password: currentPassword } };
  return apiFetch<UpdateMeResponse>('/me', { method: 'PATCH', body });
}

export function updateNotificationPreferences(
  preferences: NotificationPreferences,
): Promise<UpdateMeResponse> {
  return apiFetch<UpdateMeResponse>('/me', {
    method: 'PATCH',
    body: { notification_preferences: preferences },
  });
}

/** DELETE /me/pending_email: drops the e-mail change waiting for confirmation. */
export function cancelPendingEmail(): Promise<{ user: PublicUserInput; message?: string }> {
  return apiFetch<{ user: PublicUserInput; message?: string }>('/me/pending_email', { method: 'DELETE' });
}

export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return apiFetch<unknown>('/me/change_password', { method: 'POST', body: input });
}

export function uploadAvatar(file: File): Promise<{ user: PublicUserInput }> {
  const form = new FormData();
  form.append('avatar', file);
  return apiFetch<{ user: PublicUserInput }>('/me/avatar', { method: 'POST', body: form });
}

export function deleteAvatar(): Promise<{ user?: PublicUserInput } | undefined> {
  return apiFetch<{ user?: PublicUserInput } | undefined>('/me/avatar', { method: 'DELETE' });
}

/** GET /me/export ("Descargar mis datos"): the account, favourites, saved searches and enquiries. */
export function exportMyData(): Promise<Record<string, unknown>> {
  return apiFetch<Record<string, unknown>>('/me/export');
}

/** DELETE /me/account ("Eliminar mi cuenta", searchers only): the password confirms it. */
export function deleteMyAccount(password: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/me/account', { method: 'DELETE', body: { password } });
}
