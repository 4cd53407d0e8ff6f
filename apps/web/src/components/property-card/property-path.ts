import { siteOrigin } from '@/lib/site-origin';

/**
 * The canonical address of a property (docs/decisions.md): every link, redirect and share uses it; the
 * spec's `/property/{slug}` and `/properties/{slug}` redirect to it. Encoded, because a redirect may pass
 * on whatever a visitor typed (a real slug is unchanged by it).
 */
export const propertyPath = (slug: string) => `/propiedad/${encodeURIComponent(slug)}`;

/** The same address with this site's origin, for sharing outside the app. */
export const propertyUrl = (slug: string) => `${siteOrigin()}${propertyPath(slug)}`;
