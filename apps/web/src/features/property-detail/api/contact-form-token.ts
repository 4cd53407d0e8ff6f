import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contactFormTokenSchema } from '@inmuebles/shared/properties/contact-request-schema';
import { apiFetch } from '@/lib/api-client';

type ContactFormToken = z.infer<typeof contactFormTokenSchema>;

/**
 * The token a guest's contact form sends back (the server's minimum fill time). Fetched when the form
 * opens and never reused by another opening: its issue time must be the form's own.
 */
export function useContactFormToken(enabled: boolean) {
  return useQuery({
    queryKey: ['contact-form-token'],
    queryFn: ({ signal }) => apiFetch<ContactFormToken>('/contact_requests/form_token', { signal }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    select: (answer) => answer.form_token,
  });
}
