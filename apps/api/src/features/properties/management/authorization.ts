import type { Property, User } from '../../../platform/db/schema/index.ts';
import { isMemberOf } from '../../companies/public.ts';

/*
 * Who may do what in the signed-in area (docs/decisions.md, "Roles"), in one place so every handler asks the same
 * questions. Callers answer a refusal with 404, never 403: a member of another company must not learn that
 * the property or the inbox exists.
 */

type Actor = Pick<User, 'id' | 'role' | 'companyId'> | null;

/** The searcher who publishes this property as its owner ("dueño directo", docs/decisions.md "Owners"). */
export function isOwnerOf(user: Actor, property: Pick<Property, 'ownerUserId'>): boolean {
  return user !== null && property.ownerUserId !== null && user.id === property.ownerUserId;
}

/**
 * Edit, delete, publish and archive: an admin any property, a company_admin or agent their company's, an
 * owner their own listings.
 */
export function canManageProperty(
  user: Actor,
  property: Pick<Property, 'companyId' | 'ownerUserId'>,
): boolean {
  return user?.role === 'admin' || isMemberOf(user, property.companyId) || isOwnerOf(user, property);
}

/** Read a company's contact requests: its members, and admins (support and moderation). */
export function canViewCompanyContactRequests(user: Actor, companyId: number): boolean {
  return user?.role === 'admin' || isMemberOf(user, companyId);
}

/**
 * Mark a contact request read or unread: members only. The read state is the company's own bookkeeping of which contact requests
 * it has handled; an admin looking at the inbox must not make a contact request look handled to the company.
 */
export function canHandleContactRequest(user: Actor, contactRequest: { companyId: number }): boolean {
  return isMemberOf(user, contactRequest.companyId);
}

/** Whose properties the management list shows: one company, every company, or none. */
export type ManagedScope = { kind: 'company'; companyId: number } | { kind: 'all' } | { kind: 'none' };

/**
 * The management list's scope. An admin picks a company with `company_id` (all companies without it); a
 * member always gets their own company, whatever `company_id` says; a user without company gets nothing.
 */
export function managedScope(user: Actor, requestedCompanyId: number | undefined): ManagedScope {
  if (user?.role === 'admin') {
    return requestedCompanyId === undefined
      ? { kind: 'all' }
      : { kind: 'company', companyId: requestedCompanyId };
  }
  if (user?.companyId && user.role !== 'user') return { kind: 'company', companyId: user.companyId };
  return { kind: 'none' };
}
