import { z } from 'zod';
import type { ApiErrorCode } from '../errors/error-codes.ts';
import { phonePattern } from '../auth/schemas.ts';
import { PasswordLimits, passwordMessages } from '../auth/password-rules.ts';
import { publicUserSchema } from './user-schema.ts';

/*
 * Profile and settings (docs/product/signed-in-area.md §5, 7, 8; docs/decisions.md): the forms of /settings and the API of
 * /me share these schemas and texts, so the server and the screens quote the same Spanish.
 */

export const profileMessages = {
  firstNameRequired: 'El nombre es requerido',
  lastNameRequired: 'El apellido es requerido',
  emailInvalid: 'Email válido es requerido',
  phoneInvalid: 'Ingresa un teléfono válido',
  emailTaken: 'El correo electrónico ya está registrado',
  currentPasswordRequired: 'La contraseña actual es requerida',
  newPasswordTooShort: 'La contraseña debe tener al menos 8 caracteres',
  confirmPasswordRequired: 'Confirma tu nueva contraseña',
  passwordMismatch: passwordMessages.mismatch,
  invalidCurrentPassword: 'Contraseña actual incorrecta',
  emailChangeNeedsPassword: 'Ingresa tu contraseña actual para cambiar el correo electrónico',
  passwordChanged: 'Contraseña cambiada correctamente',
  profileUpdated: 'Información personal actualizada correctamente',
  profileUpdateFailed: 'Error al actualizar la información personal',
  passwordChangeFailed: 'Error al cambiar la contraseña',
  notificationsSaved: 'Preferencias de notificación guardadas',
  emailChangePending: 'Te enviamos un correo a tu nueva dirección. Tu correo cambiará cuando lo confirmes.',
  emailChangeNotPending:
    'Este enlace ya no es válido: el cambio de correo fue reemplazado por una solicitud más reciente o fue cancelado.',
  emailChangeCancelled: 'Cambio de correo cancelado',
  avatarTooLarge: 'El archivo es demasiado grande. Máximo 5MB.',
  avatarRequired: 'Selecciona una imagen',
  noActivity: 'No hay actividad reciente',
} as const;

/** Largest avatar upload accepted (bytes), the same 5 MB as company images. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** The `error` code of a wrong current password (401 the web client must not treat as a lost session). */
export const INVALID_CURRENT_PASSWORD = 'invalid_current_password' satisfies ApiErrorCode;

const firstName = z
  .string({ error: profileMessages.firstNameRequired })
  .trim()
  .min(1, profileMessages.firstNameRequired)
  .max(80, 'Máximo 80 caracteres');
const lastName = z
  .string({ error: profileMessages.lastNameRequired })
  .trim()
  .min(1, profileMessages.lastNameRequired)
  .max(80, 'Máximo 80 caracteres');
const email = z
  .string({ error: profileMessages.emailInvalid })
  .trim()
  .min(1, profileMessages.emailInvalid)
  .max(254, profileMessages.emailInvalid)
  .pipe(z.email(profileMessages.emailInvalid));
/** Optional: empty (or null) clears it. */
const phone = z
  .string({ error: profileMessages.phoneInvalid })
  .trim()
  .max(30, profileMessages.phoneInvalid)
  .refine((v) => v === '' || phonePattern.test(v), profileMessages.phoneInvalid)
  .nullable();

/** The "Información Personal" form (every field present). */
export const personalInfoSchema = z.object({
  first_name: firstName,
  last_name: lastName,
  email,
  phone: phone.optional(),
});
export type PersonalInfoInput = z.input<typeof personalInfoSchema>;

/** Which e-mails a user wants (docs/product/signed-in-area.md §3; defaults true, true, false). */
export const notificationPreferencesSchema = z.object({
  emailNotifications: z.boolean(),
  propertyInquiries: z.boolean(),
  systemUpdates: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const defaultNotificationPreferences: NotificationPreferences = {
  emailNotifications: true,
  propertyInquiries: true,
  systemUpdates: false,
};

/** Personal fields of PATCH /me: each optional, validated when sent. Unknown keys (role, company_id) dropped. */
export const personalInfoPatchSchema = z.object({
  first_name: firstName.optional(),
  last_name: lastName.optional(),
  email: email.optional(),
  phone: phone.optional(),
});
export type PersonalInfoPatch = z.infer<typeof personalInfoPatchSchema>;

/** Required with a new e-mail (a stolen session alone must not move the account to another address). */
const currentPasswordForEmail = z
  .string({ error: profileMessages.emailChangeNeedsPassword })
  .max(PasswordLimits.maxLength, passwordMessages.tooLong)
  .optional();

/**
 * PATCH /me: `{ user: {...} }` (the spec's call) or the same fields at the top level, plus
 * `notification_preferences` (any of the three booleans) and, with a new e-mail, `current_password`.
 */
export const updateProfileSchema = personalInfoPatchSchema.extend({
  current_password: currentPasswordForEmail,
  user: personalInfoPatchSchema.extend({ current_password: currentPasswordForEmail }).optional(),
  notification_preferences: notificationPreferencesSchema.partial().optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** POST /me/change_password and the "Contraseña" form. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: profileMessages.currentPasswordRequired })
      .min(1, profileMessages.currentPasswordRequired)
      .max(PasswordLimits.maxLength, passwordMessages.tooLong),
    newPassword: z
      .string({ error: profileMessages.newPasswordTooShort })
      .min(PasswordLimits.minLength, profileMessages.newPasswordTooShort)
      .max(PasswordLimits.maxLength, passwordMessages.tooLong),
    confirmPassword: z
      .string({ error: profileMessages.confirmPasswordRequired })
      .min(1, profileMessages.confirmPasswordRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: profileMessages.passwordMismatch,
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** GET /me (and /auth/me answers the `user` part only). */
export const profileResponseSchema = z.object({
  user: publicUserSchema,
  notification_preferences: notificationPreferencesSchema,
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/**
 * PATCH /me: `pending_email` is the new address waiting for confirmation (the old one stays until then),
 * the same as `user.pending_email`.
 */
export const updateProfileResponseSchema = profileResponseSchema.extend({
  pending_email: z.string().nullable(),
  message: z.string(),
});
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

/** POST/DELETE /me/avatar. */
export const avatarResponseSchema = z.object({ user: publicUserSchema });

/** DELETE /me/pending_email: the user, now without a pending e-mail change. */
export const cancelPendingEmailResponseSchema = z.object({ user: publicUserSchema, message: z.string() });
export type CancelPendingEmailResponse = z.infer<typeof cancelPendingEmailResponseSchema>;

/**
 * Query of the confirmation redirect: `/settings?emailChanged=true|false&reason=`. `not_pending`: the link
 * belongs to a request that a newer one replaced, or that was cancelled.
 */
export const emailChangeReasons = ['invalid_token', 'expired_token', 'email_taken', 'not_pending'] as const;
export type EmailChangeReason = (typeof emailChangeReasons)[number];

export const profileActivityItemSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** A Spanish sentence ready to show ('Propiedad publicada: Casa en Miraflores'). */
  title: z.string(),
  property: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }).nullable(),
  created_at: z.string(),
});
export type ProfileActivityItem = z.infer<typeof profileActivityItemSchema>;

/** GET /me/activity: the profile's statistics (Propiedades, Visualizaciones, Consultas) and recent activity. */
export const profileActivityResponseSchema = z.object({
  stats: z.object({
    properties: z.number().int(),
    views: z.number(),
    contact_requests: z.number().int(),
  }),
  activity: z.array(profileActivityItemSchema),
});
export type ProfileActivityResponse = z.infer<typeof profileActivityResponseSchema>;
