/*
 * Every address the site gives out, built in one place: the API's pages, sitemaps and e-mails and the web's
 * links all use these, so a path can change once. Parts a visitor could have typed are encoded (a real slug
 * or token is unchanged by it). A landing page's address is built from its words (`landing/landing-slugs.ts`).
 */
import { landingPathOfNames, projectLandingPathOfNames } from '../landing/landing-slugs.ts';

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
  /** The project search (docs/product/projects.md). */
  projects: '/proyectos',
  projectsWith: (query: string) => (query ? `/proyectos?${query}` : '/proyectos'),
  /** A project's page. */
  project: (slug: string) => `/proyecto/${encodeURIComponent(slug)}`,
  /** `/proyectos/lima/lima/miraflores`: the projects' landing page of a place, from its names. */
  projectLanding: projectLandingPathOfNames,
  /** `/alquiler/departamentos/lima/lima/miraflores` from the operation, the type and the places' names. */
  landing: landingPathOfNames,
  companyDirectory: '/empresa',
  /** The homes feed of every listed property, for the listing aggregators (docs/product/feeds.md). */
  siteFeed: '/feeds/inmoperu.xml',
  /** A company's homes feed, by the company's slug. */
  companyFeed: (slug: string) => `/feeds/${encodeURIComponent(slug)}.xml`,
  /** The XML Schema both feeds follow. */
  feedSchema: '/feeds/homes.xsd',
  company: (slug: string) => `/empresa/${encodeURIComponent(slug)}`,
  /** The owner's editor entry, "Publicar mi inmueble" (docs/product/owners.md). */
  ownerPublish: '/publicar-mi-inmueble',
  /** The owner's area: their listings, and their enquiries under `?tab=consultas`. */
  ownerArea: '/mis-inmuebles',
  ownerEnquiries: '/mis-inmuebles?tab=consultas',
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
