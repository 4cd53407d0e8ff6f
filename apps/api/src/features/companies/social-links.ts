import type { CompanySocialLinks, SocialNetwork } from '@inmuebles/shared/companies/company-schema';
import { socialNetworks } from '@inmuebles/shared/companies/company-schema';

/*
 * Social links as the page links them. Stored data comes in several shapes (the spec: "an alternative
 * socialMedia object with the same keys is also accepted"), and values as typed by people: full addresses,
 * 'facebook.com/agencia', '@agencia'. The page gets an absolute https address or null, never a
 * `javascript:` link.
 */

const PROFILE_BASE: Record<SocialNetwork, string> = {
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  linkedin: 'https://www.linkedin.com/company/',
  twitter: 'https://x.com/',
};

const MAX_LINK_LENGTH = 500;
const HANDLE = /^@?([a-z0-9._-]{1,100})$/i;
const BARE_DOMAIN = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:[/?#].*)?$/i;

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An http(s) address as typed (a bare domain gets https://), or null for anything else. */
export function normalizeWebLink(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > MAX_LINK_LENGTH) return null;
  const candidate = /^https?:\/\//i.test(trimmed)
    ? trimmed
    : trimmed.startsWith('//')
      ? `https:${trimmed}`
      : BARE_DOMAIN.test(trimmed)
        ? `https://${trimmed}`
        : null;
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** One network's value: an address, a bare domain, or a handle ('@agencia' → the network's profile). */
function normalizeSocialLink(network: SocialNetwork, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const handle = HANDLE.exec(value.trim());
  // 'agencia.pe' is a domain, not a handle; '@agencia.pe' and 'agencia_pe' are handles.
  if (handle?.[1] && (value.trim().startsWith('@') || !handle[1].includes('.'))) {
    return `${PROFILE_BASE[network]}${handle[1]}`;
  }
  return normalizeWebLink(value);
}

/**
 * The company's links from wherever they were stored: the `social_links` column (its own keys first, then a
 * nested `socialMedia` object), then `socialMedia` or `social_links` inside the configuration.
 */
export function readSocialLinks(socialLinks: unknown, configuration: unknown): CompanySocialLinks {
  const sources = [socialLinks, isObject(socialLinks) ? socialLinks.socialMedia : null];
  if (isObject(configuration))
    sources.push(configuration.socialMedia, configuration.social_links, configuration.socialLinks);
  const objects = sources.filter(isObject);
  const pick = (network: SocialNetwork) => {
    for (const source of objects) {
      const link = normalizeSocialLink(network, source[network]);
      if (link) return link;
    }
    return null;
  };
  return Object.fromEntries(socialNetworks.map((network) => [network, pick(network)])) as CompanySocialLinks;
}
