import { z } from 'zod';
import { PasswordLimits, passwordMessages } from './password-rules.ts';

/** Phone numbers: digits, plus, hyphen, space and parentheses (docs/product/public-and-auth.md §5). */
export const phonePattern = /^[0-9+\-\s()]+$/;

/** An e-mail address, required (the account forms and the invitations). */
export const emailSchema = z
  .string({ error: 'El correo es requerido' })
  .trim()
  .min(1, 'El correo es requerido')
  .max(254, 'Ingresa un correo válido')
  .pipe(z.email('Ingresa un correo válido'));

/** A new password (registration, reset, change): 8 to 128 characters, any characters. */
/** A phone number as people type it (digits, +, spaces, dashes, brackets), required. */
export const phoneSchema = z
  .string({ error: 'El teléfono es requerido' })
  .trim()
  .min(1, 'El teléfono es requerido')
  .max(30, 'Ingresa un teléfono válido')
  .regex(phonePattern, 'Ingresa un teléfono válido');

/** The new password typed again; the form's refinement compares the two. */
export const passwordConfirmationSchema = z
  .string({ error: passwordMessages.confirmationRequired })
  .min(1, passwordMessages.confirmationRequired);

export const newPasswordSchema = z
  .string({ error: passwordMessages.required })
  .min(1, passwordMessages.required)
  .min(PasswordLimits.minLength, passwordMessages.tooShort)
  .max(PasswordLimits.maxLength, passwordMessages.tooLong);

/** POST /auth/login and the login form. */
export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: passwordMessages.required })
    .min(1, passwordMessages.required)
    .min(PasswordLimits.loginMinLength, passwordMessages.tooShortLogin)
    .max(PasswordLimits.maxLength, passwordMessages.tooLong),
});
export type LoginInput = z.infer<typeof loginSchema>;

const optionalText = (max: number) => z.string().trim().max(max, `Máximo ${max} caracteres`).default('');

/** The person's own fields, shared by both ways of registering. */
const personFields = {
  first_name: z
    .string({ error: 'Los nombres son requeridos' })
    .trim()
    .min(2, 'Los nombres son requeridos')
    .max(80),
  last_name: z
    .string({ error: 'Los apellidos son requeridos' })
    .trim()
    .min(2, 'Los apellidos son requeridos')
    .max(80),
  email: emailSchema,
  phone: phoneSchema,
  password: newPasswordSchema,
  password_confirmation: passwordConfirmationSchema,
};

const passwordsMatch = (v: { password: string; password_confirmation: string }) =>
  v.password === v.password_confirmation;

/** The registration payload (docs/product/public-and-auth.md §3); the company block is optional except its name. */
export const registerSchema = z
  .object({
    ...personFields,
    company_name: z
      .string({ error: 'El nombre de la empresa es requerido' })
      .trim()
      .min(2, 'El nombre de la empresa es requerido')
      .max(120),
    company_about: optionalText(2000),
    company_website: optionalText(300),
    company_phone: z
      .string()
      .trim()
      .max(30, 'Formato de teléfono inválido')
      .refine((v) => v === '' || phonePattern.test(v), 'Formato de teléfono inválido')
      .default(''),
    company_facebook: optionalText(300),
    company_instagram: optionalText(300),
  })
  .refine(passwordsMatch, {
    path: ['password_confirmation'],
    message: passwordMessages.mismatch,
  });
export type RegisterInput = z.input<typeof registerSchema>;

/**
 * POST /auth/register_searcher: "Busco inmueble", a personal account without company
 * (docs/product/searcher-accounts.md). The phone is optional here: a searcher may give it later.
 */
export const registerSearcherSchema = z
  .object({
    ...personFields,
    phone: z
      .string()
      .trim()
      .max(30, 'Ingresa un teléfono válido')
      .refine((v) => v === '' || phonePattern.test(v), 'Ingresa un teléfono válido')
      .default(''),
  })
  .refine(passwordsMatch, {
    path: ['password_confirmation'],
    message: passwordMessages.mismatch,
  });
export type RegisterSearcherInput = z.input<typeof registerSearcherSchema>;

/** POST /auth/forgot_password and POST /auth/resend_confirmation. */
export const emailOnlySchema = z.object({ email: emailSchema });

/** POST /auth/update_password (the reset form adds its confirmation field on the client). */
export const updatePasswordSchema = z.object({
  token: z
    .string({ error: 'Token de recuperación no válido' })
    .min(1, 'Token de recuperación no válido')
    .max(200),
  password: newPasswordSchema,
});

/** The reset-password form: password and confirmation (docs/product/public-and-auth.md §5). */
export const resetPasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    password_confirmation: z
      .string({ error: 'La confirmación es requerida' })
      .min(1, 'La confirmación es requerida'),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: passwordMessages.mismatch,
  });
