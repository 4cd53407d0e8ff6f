import { describe, expect, it } from 'vitest';
import { publicUserSchema } from './user-schema.ts';

const fullUser = {
  id: 7,
  email: 'ana@example.pe',
  first_name: 'Ana',
  last_name: 'Pérez',
  phone: '+51 999 888 777',
  avatar_url: null,
  role: 'company_admin',
  company_id: 3,
  company: { id: 3, slug: 'inmobiliaria-sur', name: 'Inmobiliaria Sur' },
  email_confirmed: true,
  created_at: '2025-01-10T12:00:00.000Z',
};

describe('publicUserSchema', () => {
  it('parses the user as the API returns it', () => {
    expect(publicUserSchema.parse(fullUser)).toEqual(fullUser);
  });

  it('parses an older stored user that lacks the optional fields', () => {
    const parsed = publicUserSchema.parse({
      id: 7,
      email: 'ana@example.pe',
      first_name: 'Ana',
      last_name: 'Pérez',
      role: 'agent',
      company: { id: 3, slug: 'sur' },
    });
    expect(parsed).toMatchObject({
      phone: null,
      avatar_url: null,
      company_id: null,
      company: { id: 3, slug: 'sur' },
    });
    expect(parsed.email_confirmed).toBeUndefined();
  });

  it('treats a missing role as no role', () => {
    expect(publicUserSchema.parse({ id: 1, email: 'x@example.pe' }).role).toBeNull();
  });

  it('rejects data that is not a user', () => {
    expect(publicUserSchema.safeParse({ email: 'x@example.pe' }).success).toBe(false);
    expect(publicUserSchema.safeParse({ ...fullUser, id: '7' }).success).toBe(false);
    expect(publicUserSchema.safeParse({ ...fullUser, role: 'owner' }).success).toBe(false);
    expect(publicUserSchema.safeParse('ana').success).toBe(false);
  });
});
