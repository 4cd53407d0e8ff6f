import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageResponseSchema } from '@inmuebles/shared/auth/responses';
import type { registerSchema } from '@inmuebles/shared/auth/schemas';
import { apiFetch } from '@/lib/api-client';

/** The registration payload after validation: every field present, absent optional values as ''. */
export type RegisterPayload = z.output<typeof registerSchema>;
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** POST /auth/register: creates the account and its company and e-mails the confirmation link (201). */
function registerAccount(payload: RegisterPayload): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/auth/register', { method: 'POST', body: payload });
}

type RegisterMutationOptions = Omit<
  UseMutationOptions<MessageResponse, Error, RegisterPayload>,
  'mutationFn'
>;

export function useRegisterMutation(options: RegisterMutationOptions = {}) {
  return useMutation({ ...options, mutationFn: registerAccount });
}
