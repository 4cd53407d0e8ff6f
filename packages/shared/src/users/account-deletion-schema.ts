import { z } from 'zod';

/** DELETE /me/account body: the current password confirms "Eliminar mi cuenta" (docs/product/searcher-accounts.md). */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: 'La contraseña es requerida' })
    .min(1, 'La contraseña es requerida')
    .max(128, 'La contraseña no es correcta'),
});

export const accountMessages = {
  deleted: 'Tu cuenta fue eliminada. Tus datos personales se borraron.',
  wrongPassword: 'La contraseña no es correcta',
  companyAccount: 'Las cuentas de empresa no se eliminan desde aquí: escríbenos para cerrar la cuenta.',
  deletedName: 'Usuario eliminado',
} as const;
