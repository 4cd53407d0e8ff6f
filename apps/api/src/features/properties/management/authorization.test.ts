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
/** The owner company of the searcher OWNER ("dueño directo"). */
const OWNER_COMPANY = 3;
const OWNER = 50;

type Actor = { id: number; role: UserRole; companyId: number | null } | null;

const actors: Record<string, Actor> = {
  admin: { id: 1, role: 'admin', companyId: null },
  'company_admin of the company': { id: 2, role: 'company_admin', companyId: OWN },
  'company_admin of another company': { id: 3, role: 'company_admin', companyId: OTHER },
  'agent of the company': { id: 4, role: 'agent', companyId: OWN },
  'agent of another company': { id: 5, role: 'agent', companyId: OTHER },
  'user without company': { id: 6, role: 'agent', companyId: null },
  searcher: { id: 7, role: 'user', companyId: null },
  // A searcher never counts as a member, even with a company id left on the row by mistake.
  'searcher with a company id': { id: 8, role: 'user', companyId: OWN },
  // A searcher publishing their own home: owns nothing of the company's.
  owner: { id: OWNER, role: 'user', companyId: null },
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
  owner: { manage: false, viewContactRequests: false, handleContactRequest: false },
  guest: { manage: false, viewContactRequests: false, handleContactRequest: false },
};

describe('authorization of the signed-in area', () => {
  for (const [name, expected] of Object.entries(matrix)) {
    const actor = actors[name] ?? null;
    it(`${name}: manage ${expected.manage}, read contact requests ${expected.viewContactRequests}, mark contact requests ${expected.handleContactRequest}`, () => {
      expect(canManageProperty(actor, { companyId: OWN, ownerUserId: null })).toBe(expected.manage);
      expect(canViewCompanyContactRequests(actor, OWN)).toBe(expected.viewContactRequests);
      expect(canHandleContactRequest(actor, { companyId: OWN })).toBe(expected.handleContactRequest);
    });
  }

  describe('an owner listing ("dueño directo")', () => {
    const listing = { companyId: OWNER_COMPANY, ownerUserId: OWNER };
    /** Only its owner and admins manage it; no company's staff, and no other searcher. */
    const manages: Record<string, boolean> = {
      admin: true,
      'company_admin of the company': false,
      'company_admin of another company': false,
      'agent of the company': false,
      'agent of another company': false,
      'user without company': false,
      searcher: false,
      'searcher with a company id': false,
      owner: true,
      guest: false,
    };
    for (const [name, expected] of Object.entries(manages)) {
      it(`${name}: manage ${expected}`, () => {
        expect(canManageProperty(actors[name] ?? null, listing)).toBe(expected);
      });
    }

    it('another owner manages nothing of it', () => {
      expect(canManageProperty({ id: OWNER + 1, role: 'user', companyId: null }, listing)).toBe(false);
    });

    it("the owner reads no company's contact requests, not even their owner company's through the company inbox", () => {
      const owner = actors.owner ?? null;
      expect(canViewCompanyContactRequests(owner, OWNER_COMPANY)).toBe(false);
      expect(canHandleContactRequest(owner, { companyId: OWNER_COMPANY })).toBe(false);
    });
  });

  it('an admin who also belongs to a company still manages every company', () => {
    const admin = { id: 9, role: 'admin' as const, companyId: OTHER };
    expect(canManageProperty(admin, { companyId: OWN, ownerUserId: null })).toBe(true);
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
