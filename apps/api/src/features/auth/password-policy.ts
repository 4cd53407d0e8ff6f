import { passwordMessages } from '@inmuebles/shared/auth/password-rules';
import { unprocessable } from '../../platform/http/errors.ts';
import { isCommonPassword } from './common-passwords.ts';

/**
 * The server-only part of the new-password rules (length and characters are in the shared zod schema,
 * which the forms reuse; the 10,000-word list stays on the server). Throws a 422 with the Spanish reason.
 */
export function assertPasswordAllowed(password: string): void {
  if (isCommonPassword(password)) throw unprocessable([passwordMessages.tooCommon]);
}
