/** The partner API's documented limits (docs/product/partner-api.md, "Límites"). */
export const PartnerLimits = {
  /** Requests per key and minute when PARTNER_RATE_LIMIT_PER_MINUTE does not say otherwise. */
  defaultRequestsPerMinute: 600,
  /** Largest request body: one listing with 40 photo addresses fits many times over. */
  maxBodyBytes: 256 * 1024,
  /** Items per page of the listings and the leads. */
  pageSize: 50,
  /** How long an Idempotency-Key's answer is kept. */
  idempotencyHours: 24,
  maxIdempotencyKeyLength: 200,
} as const;

/** The reference code in the path: the same code the import's `ListingKey` carries. */
export const PARTNER_REFERENCE_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
