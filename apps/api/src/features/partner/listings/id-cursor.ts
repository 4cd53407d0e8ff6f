import { partnerMessages } from '@inmuebles/shared/partner/partner-listing-schema';
import { unprocessable } from '../../../platform/http/errors.ts';

/*
 * The partner lists' cursor: opaque to the client (base64url of a versioned text), the id of the last item
 * of the page. Lists run in id order with their filters, so a row created or changed while a CRM pages never
 * makes it read another twice.
 */

const VERSION = 'v1';

export function encodeIdCursor(lastId: number): string {
  return Buffer.from(`${VERSION}:${lastId}`).toString('base64url');
}

/** The id after which the page starts; 0 without a cursor; 422 for a cursor we did not write. */
export function decodeIdCursor(cursor: string | undefined): number {
  if (cursor === undefined || cursor === '') return 0;
  const match = /^v1:(\d{1,12})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1]) throw unprocessable([partnerMessages.cursor]);
  return Number(match[1]);
}

/** The page (one row read beyond it tells whether there is a next) and the next cursor. */
export function pageOf<T extends { id: number }>(rows: T[], pageSize: number) {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > pageSize && last ? encodeIdCursor(last.id) : null };
}
