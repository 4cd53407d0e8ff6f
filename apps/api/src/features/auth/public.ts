// What other features may use of auth: everything else in this folder is its own.
export { isCommonPassword } from './common-passwords.ts';
export type { AuthDeps } from './deps.ts';
export { EMAIL_CHANGE_UNDO_MS, createEmailChangeToken, readEmailChangeToken } from './email-change-token.ts';
export { assertPasswordAllowed } from './password-policy.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { cancelPendingEmail, nextRequestInstant, noPendingEmail } from './pending-email.ts';
export { presentUser } from './present-user.ts';
export { generateSecretToken, hashSecretToken } from './secret-tokens.ts';
export { createSession, revokeAllSessions } from './sessions.ts';
export type { SessionContext } from './sessions.ts';
export {
  deactivateUser,
  findCompanySummary,
  findUserByEmail,
  findUserById,
  insertUser,
  normalizeEmail,
  setNewPassword,
} from './users-repository.ts';
