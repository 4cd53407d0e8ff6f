import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES } from '@inmuebles/shared/users/profile-schemas';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { accountRoutes } from './account.ts';
import { activityRoute } from './activity.ts';
import { agentRegistryRoutes } from './agent-registry.ts';
import { avatarRoutes } from './avatar.ts';
import { changePasswordRoute } from './change-password.ts';
import { cancelEmailChangeRoute } from './cancel-email-change.ts';
import { cancelPendingEmailRoute } from './cancel-pending-email.ts';
import { confirmEmailChangeRoute } from './confirm-email-change.ts';
import { getMeRoute } from './get-me.ts';
import { updateMeRoute } from './update-me.ts';

/**
 * /api/v1/me: the signed-in user's profile, password, avatar, notification preferences, activity and (a
 * member's) Registro del Agente Inmobiliario number.
 */
export default async function meRoutes(app: AppInstance) {
  // Multipart only in this scope (the avatar upload): one file of at most 5 MB.
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
  await app.register(getMeRoute);
  await app.register(updateMeRoute);
  await app.register(confirmEmailChangeRoute);
  await app.register(cancelPendingEmailRoute);
  await app.register(cancelEmailChangeRoute);
  await app.register(changePasswordRoute);
  await app.register(avatarRoutes);
  await app.register(activityRoute);
  await app.register(accountRoutes);
  await app.register(agentRegistryRoutes);
}
