import { siteOrigin } from '@/lib/site-origin';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';

/** A property's canonical address with this site's origin, for sharing outside the app. */
export const propertyUrl = (slug: string) => `${siteOrigin()}${publicPaths.property(slug)}`;
