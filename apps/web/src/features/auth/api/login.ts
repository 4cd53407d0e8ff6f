import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { loginResponseSchema } from '@inmuebles/shared/auth/responses';
import type { LoginInput } from '@inmuebles/shared/auth/schemas';
import { apiFetch } from '@/lib/api-client';

/** The answer of POST /auth/login as it arrives (the session store applies the user's defaults). */
export type LoginResponse = z.input<typeof loginResponseSchema>;

/** POST /auth/login: the user and a bearer token. Fails with 401 (also for an unconfirmed e-mail), 422 or 429. */
function login(credentials: LoginInput): Promise<LoginResponse> {
  return apiFetch<LoginResponse>('/auth/login', { method: 'POST', body: credentials });
}

type LoginMutationOptions = Omit<UseMutationOptions<LoginResponse, Error, LoginInput>, 'mutationFn'>;

/** Signs in; the caller starts the session in `onSuccess`. */
export function useLoginMutation(options: LoginMutationOptions = {}) {
  return useMutation({ ...options, mutationFn: login });
}
