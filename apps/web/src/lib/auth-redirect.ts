/** Path of the sign-in screen. */
export const loginPath = '/login';

/** The sign-in address that brings the user back to `returnUrl` afterwards. */
export function buildLoginUrl(returnUrl: string): string {
  return `${loginPath}?returnUrl=${encodeURIComponent(returnUrl)}`;
}

/**
 * A `returnUrl` safe to navigate to: a path inside this app (one leading slash, no scheme, no
 * protocol-relative `//host`), else null. Guards against open redirects through the login link.
 */
export function getSafeReturnUrl(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
