import { describe, expect, it } from 'vitest';
import { hasAnyRole, hasRole, isAdmin, isAgent, isCompanyAdmin, isRole, roleLabels, roles } from './roles.ts';

describe('roles', () => {
  it('labels every role in Spanish', () => {
    expect(roles.map((role) => roleLabels[role])).toEqual([
      'Administrador',
      'Administrador de empresa',
      'Agente',
      'Usuario',
    ]);
  });

  it('recognises only known roles', () => {
    expect(isRole('agent')).toBe(true);
    expect(isRole('owner')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });

  it('checks one role or any of a list', () => {
    const agent = { role: 'agent' };
    expect(hasRole(agent, 'agent')).toBe(true);
    expect(hasRole(agent, 'admin')).toBe(false);
    expect(hasAnyRole(agent, ['admin', 'agent'])).toBe(true);
    expect(hasAnyRole(agent, ['admin', 'company_admin'])).toBe(false);
    expect(hasAnyRole({ role: 'owner' }, roles)).toBe(false);
  });

  it('answers false for a missing user or role', () => {
    expect(hasRole(null, 'admin')).toBe(false);
    expect(hasAnyRole(undefined, roles)).toBe(false);
    expect(isAdmin({ role: null })).toBe(false);
  });

  it('has a shortcut per role', () => {
    expect(isAdmin({ role: 'admin' })).toBe(true);
    expect(isCompanyAdmin({ role: 'company_admin' })).toBe(true);
    expect(isCompanyAdmin({ role: 'admin' })).toBe(false);
    expect(isAgent({ role: 'agent' })).toBe(true);
  });
});
