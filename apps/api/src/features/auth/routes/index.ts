import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { confirmEmailRoute } from './confirm-email.ts';
import { forgotPasswordRoute } from './forgot-password.ts';
import { loginRoute } from './login.ts';
import { logoutRoute } from './logout.ts';
import { meRoute } from './me.ts';
import { registerRoute } from './register.ts';
import { registerSearcherRoute } from './register-searcher.ts';
import { resendConfirmationRoute } from './resend-confirmation.ts';
import { resetPasswordLinkRoute } from './reset-password-link.ts';
import { updatePasswordRoute } from './update-password.ts';

/** /api/v1/auth/...: registration, confirmation, sign-in and out, password reset. */
export default async function authRoutes(app: AppInstance) {
  await app.register(registerRoute);
  await app.register(registerSearcherRoute);
  await app.register(confirmEmailRoute);
  await app.register(resendConfirmationRoute);
  await app.register(loginRoute);
  await app.register(logoutRoute);
  await app.register(meRoute);
  await app.register(forgotPasswordRoute);
  await app.register(resetPasswordLinkRoute);
  await app.register(updatePasswordRoute);
}
