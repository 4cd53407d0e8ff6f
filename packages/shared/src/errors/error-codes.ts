/**
 * Every `error` code the API answers with (`{ error, message, errors? }`), the one list the API's errors are
 * typed against and the OpenAPI document shows. A client keys on the code, never on the Spanish message.
 */
export const apiErrorCodes = [
  // Requests the API cannot take as sent.
  'bad_request',
  'validation_failed',
  'invalid_multipart',
  'payload_too_large',
  'file_too_large',
  'too_many_rows',
  'image_too_large',
  'unsupported_media_type',
  'page_too_deep',
  'csrf_failed',
  'rate_limited',
  'request_timeout',
  // Who is asking.
  'unauthorized',
  'forbidden',
  'invalid_credentials',
  'email_not_confirmed',
  'account_deactivated',
  'company_suspended',
  'invalid_token',
  'expired_token',
  'invalid_current_password',
  // What is asked for.
  'not_found',
  'conflict',
  'email_taken',
  'listing_conflict',
  'owner_listing_limit',
  'import_in_progress',
  'contact_refused',
  'company_has_members',
  'last_company_admin',
  'already_member',
  'already_invited',
  'account_exists',
  'other_company',
  'invitation_accepted',
  'invitation_revoked',
  'invitation_expired',
  'invitation_closed',
  // The server's side.
  'internal_error',
  'server_busy',
  'service_unavailable',
  'storage_full',
] as const;

export type ApiErrorCode = (typeof apiErrorCodes)[number];
