import { describe, expect, it } from 'vitest';
import { contactRequestListQuerySchema, contactRequestReadBodySchema } from './inbox-schema.ts';

describe('contactRequestListQuerySchema', () => {
  it('reads URL booleans as written (false is false)', () => {
    expect(contactRequestListQuerySchema.parse({ unread: 'false' }).unread).toBe(false);
    expect(contactRequestListQuerySchema.parse({ unread: '1' }).unread).toBe(true);
    expect(contactRequestListQuerySchema.parse({ unread: '' }).unread).toBeUndefined();
    expect(contactRequestListQuerySchema.safeParse({ unread: 'yes' }).success).toBe(false);
  });

  it('defaults to page 1 of 20', () => {
    expect(contactRequestListQuerySchema.parse({})).toEqual({ page: 1, per_page: 20 });
  });
});

describe('contactRequestReadBodySchema', () => {
  it('takes read as a boolean only', () => {
    expect(contactRequestReadBodySchema.parse({ read: false })).toEqual({ read: false });
    expect(contactRequestReadBodySchema.safeParse({ read: 'true' }).success).toBe(false);
  });
});
