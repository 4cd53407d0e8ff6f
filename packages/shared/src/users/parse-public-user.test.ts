import { describe, expect, it } from 'vitest';
import { parsePublicUser } from './parse-public-user.ts';
import { publicUserSchema } from './user-schema.ts';

const full = {
  id: 7,
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Quispe',
  phone: '+51 999 888 777',
  avatar_url: null,
  role: 'agent',
  company_id: 3,
  company: { id: 3, slug: 'andes', name: 'Andes' },
  email_confirmed: true,
  created_at: '2026-01-01T00:00:00.000Z',
};

const cases: [string, unknown][] = [
  ['a full user', full],
  ['an older stored user with only id and e-mail', { id: 1, email: 'a@b.pe' }],
  ['a user without a company', { ...full, company: null, company_id: null, role: null }],
  ['a user with a pending e-mail change', { ...full, pending_email: 'nueva@example.com' }],
  ['a user without a pending e-mail change', { ...full, pending_email: null }],
  ['a numeric pending e-mail', { ...full, pending_email: 7 }],
  ['a company without its name', { ...full, company: { id: 3, slug: 'andes' } }],
  ['no id', { email: 'a@b.pe' }],
  ['a text id', { ...full, id: '7' }],
  ['an unknown role', { ...full, role: 'owner' }],
  ['a malformed company', { ...full, company: { id: 'x' } }],
  ['a numeric phone', { ...full, phone: 5 }],
  ['an array', [full]],
  ['null', null],
  ['a string', 'user'],
];

describe('parsePublicUser agrees with publicUserSchema', () => {
  it.each(cases)('on %s', (_name, value) => {
    const viaSchema = publicUserSchema.safeParse(value);
    expect(parsePublicUser(value)).toEqual(viaSchema.success ? viaSchema.data : null);
  });
});
