/*
 * Every address the site gives out, built in one place: the API's pages, sitemaps and e-mails and the web's
 * links all use these, so a path can change once. Parts a visitor could have typed are encoded (a real slug
 * or token is unchanged by it). A landing page's address is built from its words (`landing/landing-slugs.ts`).
 */
import { landingPathOfNames } from '../landing/landing-slugs.ts';

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/** The API routes e-mail links point at (each answers by redirecting to a page of the app). */
export const emailLinkRoutes = {
  confirmEmail: '/api/v1/auth/confirm_email',
  resetPassword: '/api/v1/auth/reset_password',
  confirmEmailChange: '/api/v1/me/confirm_email_change',
  cancelEmailChange: '/api/v1/me/cancel_email_change',
  /** RFC 8058's one-click unsubscribe, POSTed by mail clients without a session. */
  unsubscribe: '/api/v1/saved_searches/unsubscribe',
} as const;

export const publicPaths = {
  home: '/',
  listing: '/propiedades',
  /** The listing with a search's query string (its filters already in their address spelling). */
  listingWith: (query: string) => (query ? `/propiedades?${query}` : '/propiedades'),
  /** The canonical address of a property (docs/decisions.md); `/property/{slug}` and `/properties/{slug}` redirect here. */
  property: (slug: string) => `/propiedad/${encodeURIComponent(slug)}`,
  /** `/alquiler/departamentos/lima/lima/miraflores` from the operation, the type and the places' names. */
  landing: landingPathOfNames,
  companyDirectory: '/empresa',
  company: (slug: string) => `/empresa/${encodeURIComponent(slug)}`,
  invitation: (token: string) => `/invitacion/${encodeURIComponent(token)}`,
  /** The page that confirms an alert's unsubscribe. */
  unsubscribePage: (token: string) => withToken('/alertas/baja', token),
  confirmEmail: (token: string) => withToken(emailLinkRoutes.confirmEmail, token),
  resetPassword: (token: string) => withToken(emailLinkRoutes.resetPassword, token),
  confirmEmailChange: (token: string) => withToken(emailLinkRoutes.confirmEmailChange, token),
  cancelEmailChange: (token: string) => withToken(emailLinkRoutes.cancelEmailChange, token),
  oneClickUnsubscribe: (token: string) => withToken(emailLinkRoutes.unsubscribe, token),
} as const;

/** An address of the site as a full URL (`publicUrl` without its trailing slash, as the configuration keeps it). */
export const absoluteUrl = (publicUrl: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${publicUrl}${path}`;
