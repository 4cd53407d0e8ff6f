import { describe, expect, it } from 'vitest';
import type { UserRole } from '../db/schema/index.ts';
import { canHandleLead, canManageProperty, canViewCompanyLeads, managedScope } from './authorization.ts';

const OWN = 1;
const OTHER = 2;

type Actor = { role: UserRole; companyId: number | null } | null;

const actors: Record<string, Actor> = {
  admin: { role: 'admin', companyId: null },
  'company_admin of the company': { role: 'company_admin', companyId: OWN },
  'company_admin of another company': { role: 'company_admin', companyId: OTHER },
  'agent of the company': { role: 'agent', companyId: OWN },
  'agent of another company': { role: 'agent', companyId: OTHER },
  'user without company': { role: 'agent', companyId: null },
  guest: null,
};

/** docs/decisions.md, "Roles": expected answer per actor, for a property or inbox of company OWN. */
const matrix: Record<string, { manage: boolean; viewLeads: boolean; handleLead: boolean }> = {
  admin: { manage: true, viewLeads: true, handleLead: false },
  'company_admin of the company': { manage: true, viewLeads: true, handleLead: true },
  'company_admin of another company': { manage: false, viewLeads: false, handleLead: false },
  'agent of the company': { manage: true, viewLeads: true, handleLead: true },
  'agent of another company': { manage: false, viewLeads: false, handleLead: false },
  'user without company': { manage: false, viewLeads: false, handleLead: false },
  guest: { manage: false, viewLeads: false, handleLead: false },
};

describe('authorization of the signed-in area', () => {
  for (const [name, expected] of Object.entries(matrix)) {
    const actor = actors[name] ?? null;
    it(`${name}: manage ${expected.manage}, read leads ${expected.viewLeads}, mark leads ${expected.handleLead}`, () => {
      expect(canManageProperty(actor, { companyId: OWN })).toBe(expected.manage);
      expect(canViewCompanyLeads(actor, OWN)).toBe(expected.viewLeads);
      expect(canHandleLead(actor, { companyId: OWN })).toBe(expected.handleLead);
    });
  }

  it('an admin who also belongs to a company still manages every company', () => {
    const admin = { role: 'admin' as const, companyId: OTHER };
    expect(canManageProperty(admin, { companyId: OWN })).toBe(true);
    expect(canHandleLead(admin, { companyId: OWN })).toBe(false);
    expect(canHandleLead(admin, { companyId: OTHER })).toBe(true);
  });

  describe('managedScope (GET /my_properties)', () => {
    it('an admin picks a company with company_id, or sees every company without it', () => {
      expect(managedScope(actors.admin ?? null, OTHER)).toEqual({ kind: 'company', companyId: OTHER });
      expect(managedScope(actors.admin ?? null, undefined)).toEqual({ kind: 'all' });
    });

    it('a member always gets their own company, whatever company_id says', () => {
      const agent = actors['agent of the company'] ?? null;
      expect(managedScope(agent, OTHER)).toEqual({ kind: 'company', companyId: OWN });
      expect(managedScope(agent, undefined)).toEqual({ kind: 'company', companyId: OWN });
    });

    it('a user without company gets nothing, even naming a company', () => {
      expect(managedScope(actors['user without company'] ?? null, OWN)).toEqual({ kind: 'none' });
    });
  });
});
