import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { emailsTo } from '../../auth/routes/test-support.ts';

/*
 * Helpers for the team API tests (not a test file itself).
 */

/** The token of the newest invitation e-mail to `to` (its link is /invitacion/{token}). */
export async function invitationToken(app: AppInstance, to: string): Promise<string> {
  const link = (await emailsTo(app, to))
    .flatMap((m) => m.links)
    .filter((l) => l.includes('/invitacion/'))
    .at(-1);
  if (!link) throw new Error(`no invitation e-mail to ${to}`);
  return decodeURIComponent(new URL(link).pathname.split('/').at(-1) ?? '');
}

export const newAccount = {
  first_name: 'Mario',
  last_name: 'Huamán',
  phone: '+51 999 111 222',
  password: 'Barranco-Mar-2026',
  password_confirmation: 'Barranco-Mar-2026',
};
