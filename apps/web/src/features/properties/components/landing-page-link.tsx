export interface LandingPageLinkProps {
  link: { href: string; label: string } | null;
}

/**
 * The landing page of the current filters: a plain link, since that page is served by the server
 * (docs/product/landing-pages.md §1) and is not a route of the app.
 */
export function LandingPageLink({ link }: LandingPageLinkProps) {
  if (!link) return null;
  return (
    <p className="mt-2 text-sm">
      <a href={link.href} className="font-medium text-blue-700 hover:underline">
        {link.label}
      </a>
    </p>
  );
}
