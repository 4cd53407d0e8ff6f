// Apart from company-schema.ts (zod): the company page draws its social links on its first view, which must
// stay free of zod (docs/performance.md "The first view").

/** The four networks of the spec; each an absolute http(s) address or null. */
export const socialNetworks = ['facebook', 'instagram', 'linkedin', 'twitter'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
