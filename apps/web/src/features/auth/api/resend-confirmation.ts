import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { MessageResponse } from './register';

/** POST /auth/resend_confirmation: a new confirmation e-mail; the answer is neutral for any address. */
function resendConfirmation(email: string): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/auth/resend_confirmation', { method: 'POST', body: { email } });
}

type ResendMutationOptions = Omit<UseMutationOptions<MessageResponse, Error, string>, 'mutationFn'>;

export function useResendConfirmationMutation(options: ResendMutationOptions = {}) {
  return useMutation({ ...options, mutationFn: resendConfirmation });
}
