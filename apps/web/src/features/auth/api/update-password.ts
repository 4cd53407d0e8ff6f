import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { updatePasswordSchema } from '@inmuebles/shared/auth/schemas';
import { apiFetch } from '@/lib/api-client';
import type { MessageResponse } from './register';

export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;

/**
 * POST /auth/update_password: sets the new password with the e-mailed token and ends every session of
 * the account. 404 invalid or used token, 422 expired token (or a refused password, with `errors`).
 */
function updatePassword(input: UpdatePasswordInput): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/auth/update_password', { method: 'POST', body: input });
}

type UpdatePasswordMutationOptions = Omit<
  UseMutationOptions<MessageResponse, Error, UpdatePasswordInput>,
  'mutationFn'
>;

export function useUpdatePasswordMutation(options: UpdatePasswordMutationOptions = {}) {
  return useMutation({ ...options, mutationFn: updatePassword });
}
