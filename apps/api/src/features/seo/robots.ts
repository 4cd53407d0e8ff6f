/**
 * robots.txt: everything public may be crawled; the signed-in area and the API may not (their pages are
 * empty shells for a crawler, and API answers are not pages).
 */
export function renderRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /profile',
    'Disallow: /settings',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
