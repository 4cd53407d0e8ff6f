import type { User } from '../../../platform/db/schema/index.ts';

type Actor = Pick<User, 'role' | 'companyId'> | null;

/**
 * Whether the user belongs to that company (whatever their role in it). A searcher (`user`) never does, even
 * if a company id were left on the row: every company and management check goes through here.
 */
export const isMemberOf = (user: Actor, companyId: number): boolean =>
  user !== null && user.role !== 'user' && user.companyId !== null && user.companyId === companyId;
