import { describe, expect, it } from 'vitest';
import type { UserRole } from '../../../platform/db/schema/index.ts';
import {
  canHandleContactRequest,
  canManageProperty,
  canViewCompanyContactRequests,
  managedScope,
} from './authorization.ts';

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
  searcher: { role: 'user', companyId: null },
  // A searcher never counts as a member, even with a company id left on the row by mistake.
  'searcher with a company id': { role: 'user', companyId: OWN },
  guest: null,
};

/** docs/decisions.md, "Roles": expected answer per actor, for a property or inbox of company OWN. */
const matrix: Record<
  string,
  { manage: boolean; viewContactRequests: boolean; handleContactRequest: boolean }
> = {
  admin: { manage: true, viewContactRequests: true, handleContactRequest: false },
  'company_admin of the company': { manage: true, viewContactRequests: true, handleContactRequest: true },
  'company_admin of another company': {
    manage: false,
    viewContactRequests: false,
    handleContactRequest: false,
  },
  'agent of the company': { manage: true, viewContactRequests: true, handleContactRequest: true },
  'agent of another company': { manage: false, viewContactRequests: false, handleContactRequest: false },
  'user without company': { manage: false, viewContactRequests: false, handleContactRequest: false },
  searcher: { manage: false, viewContactRequests: false, handleContactRequest: false },
  'searcher with a company id': { manage: false, viewContactRequests: false, handleContactRequest: false },
  guest: { manage: false, viewContactRequests: false, handleContactRequest: false },
};

describe('authorization of the signed-in area', () => {
  for (const [name, expected] of Object.entries(matrix)) {
    const actor = actors[name] ?? null;
    it(`${name}: manage ${expected.manage}, read contact requests ${expected.viewContactRequests}, mark contact requests ${expected.handleContactRequest}`, () => {
      expect(canManageProperty(actor, { companyId: OWN })).toBe(expected.manage);
      expect(canViewCompanyContactRequests(actor, OWN)).toBe(expected.viewContactRequests);
      expect(canHandleContactRequest(actor, { companyId: OWN })).toBe(expected.handleContactRequest);
    });
  }

  it('an admin who also belongs to a company still manages every company', () => {
    const admin = { role: 'admin' as const, companyId: OTHER };
    expect(canManageProperty(admin, { companyId: OWN })).toBe(true);
    expect(canHandleContactRequest(admin, { companyId: OWN })).toBe(false);
    expect(canHandleContactRequest(admin, { companyId: OTHER })).toBe(true);
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
