import { passwordMessages } from '@inmuebles/shared/auth/password-rules';
import { authMessages } from '@inmuebles/shared/auth/responses';
import type { registerSchema } from '@inmuebles/shared/auth/schemas';
import type { z } from 'zod';
import { unprocessable } from '../../platform/http/errors.ts';
import { hashPassword } from './passwords.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { confirmEmailMessage } from './emails/confirm-email.ts';
import { findUserByEmail, insertUser, normalizeEmail } from './users-repository.ts';
import { isCommonPassword } from './common-passwords.ts';
import type { AuthDeps } from './deps.ts';
import { issueEmailToken } from './email-tokens.ts';
import { authThrottles, consumeOrThrow } from '../../platform/http/rate-limit/throttle.ts';
import { insertRegistrationCompany } from '../companies/public.ts';
import { isUniqueViolation } from '../../platform/db/postgres-errors.ts';

export type RegistrationData = z.output<typeof registerSchema>;

/** Two registrations naming the same company at once may pick the same slug; the loser tries again. */
const SLUG_ATTEMPTS = 3;

/**
 * Registers a company and its first user (company_admin, unconfirmed) and queues the confirmation
 * e-mail, all in one transaction: either everything exists afterwards or nothing does.
 * 422 with every reason at once (address taken, common password); 429 past the per-client limit.
 */
export async function registerUser(deps: AuthDeps, data: RegistrationData, clientIp: string): Promise<void> {
  await registerAccount(deps, data, clientIp, (email, passwordHash) =>
    createAccount(deps, data, email, passwordHash),
  );
}

/**
 * The checks and retries both ways of registering share (company and "Busco inmueble"): throttle, address
 * taken, common password, then `create` in its own transaction, retried when a company slug collided.
 */
export async function registerAccount(
  deps: AuthDeps,
  data: { email: string; password: string },
  clientIp: string,
  create: (email: string, passwordHash: string) => Promise<void>,
): Promise<void> {
  await consumeOrThrow(deps.rateLimiter, `register:ip:${clientIp}`, authThrottles.registrationsPerClient);
  const email = normalizeEmail(data.email);
  const problems: string[] = [];
  if (await findUserByEmail(deps.db, email)) problems.push(authMessages.emailTaken);
  if (isCommonPassword(data.password)) problems.push(passwordMessages.tooCommon);
  if (problems.length > 0) throw unprocessable(problems);

  const passwordHash = await hashPassword(data.password);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await create(email, passwordHash);
      break;
    } catch (err) {
      // The address was free a moment ago: another registration took it in between.
      if (isUniqueViolation(err, 'users_email_unique')) throw unprocessable([authMessages.emailTaken]);
      if (!isUniqueViolation(err, 'companies_slug_unique') || attempt >= SLUG_ATTEMPTS) throw err;
    }
  }
  deps.mail.nudge();
}

async function createAccount(deps: AuthDeps, data: RegistrationData, email: string, passwordHash: string) {
  await deps.db.transaction(async (tx) => {
    const company = await insertRegistrationCompany(tx, {
      name: data.company_name,
      about: data.company_about,
      website: data.company_website,
      phone: data.company_phone,
      facebook: data.company_facebook,
      instagram: data.company_instagram,
    });
    const user = await insertUser(tx, {
      email,
      passwordHash,
      firstName: data.first_name,
      lastName: data.last_name,
      phone: data.phone,
      role: 'company_admin',
      companyId: company.id,
    });
    const token = await issueEmailToken(tx, user.id, 'confirm_email');
    await enqueueEmail(
      tx,
      confirmEmailMessage({ to: email, firstName: user.firstName, publicUrl: deps.config.publicUrl, token }),
    );
  });
}
