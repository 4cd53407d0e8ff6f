import { describe, expect, it } from 'vitest';
import {
  invitationCreateSchema,
  invitationNewAccountSchema,
  invitationSignedInAcceptSchema,
  memberName,
} from './team-schema.ts';

describe('invitationCreateSchema', () => {
  it('takes an address and a company role, refusing the platform admin role in Spanish', () => {
    expect(invitationCreateSchema.parse({ email: ' Ana@Sol.pe ', role: 'agent' })).toEqual({
      email: 'Ana@Sol.pe',
      role: 'agent',
    });
    const refused = invitationCreateSchema.safeParse({ email: 'x', role: 'admin' });
    expect(refused.error?.issues.map((i) => i.message)).toEqual([
      'Ingresa un correo válido',
      'El rol debe ser agente o administrador de empresa',
    ]);
  });
});

describe('invitationNewAccountSchema', () => {
  const valid = {
    first_name: 'Mario',
    last_name: 'Huamán',
    phone: '+51 999 111 222',
    password: 'Barranco-Mar-2026',
    password_confirmation: 'Barranco-Mar-2026',
  };

  it('applies the registration rules and refuses any other field (a role cannot be smuggled in)', () => {
    expect(invitationNewAccountSchema.safeParse(valid).success).toBe(true);
    expect(
      invitationNewAccountSchema.safeParse({ ...valid, password_confirmation: 'otra' }).error?.issues[0]
        ?.message,
    ).toBe('Las contraseñas no coinciden');
    expect(
      invitationNewAccountSchema.safeParse({ ...valid, role: 'company_admin' }).error?.issues[0]?.message,
    ).toBe('Campo no permitido: role');
  });
});

describe('invitationSignedInAcceptSchema', () => {
  it('is an empty object: any field, a role first of all, is refused by name', () => {
    expect(invitationSignedInAcceptSchema.safeParse({}).success).toBe(true);
    expect(
      invitationSignedInAcceptSchema.safeParse({ role: 'company_admin' }).error?.issues[0]?.message,
    ).toBe('Campo no permitido: role');
  });
});

describe('memberName', () => {
  it('is the names, or the address when both are empty', () => {
    expect(memberName({ first_name: 'Ana', last_name: 'Rojas', email: 'a@b.pe' })).toBe('Ana Rojas');
    expect(memberName({ first_name: '', last_name: ' ', email: 'a@b.pe' })).toBe('a@b.pe');
  });
});
