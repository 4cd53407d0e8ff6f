import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { MessageResponse } from './register';

/** POST /auth/forgot_password: e-mails a reset link when the address has an account (neutral answer). */
function requestPasswordReset(email: string): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/auth/forgot_password', { method: 'POST', body: { email } });
}

type ForgotPasswordMutationOptions = Omit<UseMutationOptions<MessageResponse, Error, string>, 'mutationFn'>;

export function useForgotPasswordMutation(options: ForgotPasswordMutationOptions = {}) {
  return useMutation({ ...options, mutationFn: requestPasswordReset });
}
