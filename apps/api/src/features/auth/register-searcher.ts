import type { registerSearcherSchema } from '@inmuebles/shared/auth/schemas';
import type { z } from 'zod';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { confirmEmailMessage } from './emails/confirm-email.ts';
import { insertUser } from './users-repository.ts';
import type { AuthDeps } from './deps.ts';
import { issueEmailToken } from './email-tokens.ts';
import { registerAccount } from './register-user.ts';

export type SearcherRegistrationData = z.output<typeof registerSearcherSchema>;

/**
 * "Busco inmueble" (docs/product/searcher-accounts.md): a personal account with role `user` and no
 * company, unconfirmed, and its confirmation e-mail in one transaction. Same checks and throttle as the
 * company registration (address taken, common password, per-client limit).
 */
export async function registerSearcher(
  deps: AuthDeps,
  data: SearcherRegistrationData,
  clientIp: string,
): Promise<void> {
  await registerAccount(deps, data, clientIp, async (email, passwordHash) => {
    await deps.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email,
        passwordHash,
        firstName: data.first_name,
        lastName: data.last_name,
        phone: data.phone || null,
        role: 'user',
        companyId: null,
      });
      const token = await issueEmailToken(tx, user.id, 'confirm_email');
      await enqueueEmail(
        tx,
        confirmEmailMessage({
          to: email,
          firstName: user.firstName,
          publicUrl: deps.config.publicUrl,
          token,
        }),
      );
    });
  });
}
