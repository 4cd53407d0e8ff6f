import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registerSearcherSchema } from '@inmuebles/shared/auth/schemas';
import { apiFetch } from '@/lib/api-client';
import type { MessageResponse } from './register';

/** The "Busco inmueble" payload after validation (phone '' when not given). */
export type RegisterSearcherPayload = z.output<typeof registerSearcherSchema>;

/** POST /auth/register_searcher: a personal account without company; e-mails the confirmation link (201). */
function registerSearcher(payload: RegisterSearcherPayload): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/auth/register_searcher', { method: 'POST', body: payload });
}

export function useRegisterSearcherMutation() {
  return useMutation({ mutationFn: registerSearcher });
}
