/**
 * The roots of the query keys that several features share on purpose: a change made in one feature must
 * mark stale what another feature cached (a favourite set on a card reaches the detail page; a company saved
 * in the dashboard reaches its public page in the same tab). Each feature builds its keys under these
 * roots, so the sharing is written down here instead of being a coincidence of equal strings.
 */
export const queryRoots = {
  /** Every public property answer: the listing, a detail, a company's other properties. */
  properties: ['properties'] as const,
  /** Every company answer: the public page and the company management screen. */
  companies: ['companies'] as const,
  /** The USD→PEN rate in force: every "≈" amount on every screen reads this one answer. */
  exchangeRate: ['exchange-rate'] as const,
  /** The mortgage simulator's prefill and MiVivienda year in force: the admin console changes it. */
  mortgageParameters: ['mortgage-parameters'] as const,
  /** The signed-in user (GET /auth/me): loaded by the signed-in area, the profile and the settings. */
  currentUser: ['current-user'] as const,
};
