import { importFileMessages } from '@inmuebles/shared/imports/import-limits';
import type { User } from '../../platform/db/schema/index.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { isMemberOf } from '../companies/public.ts';

/*
 * Who imports for which company (docs/product/imports.md): the company's company_admin and agents, who may
 * create and edit its properties anyway, and admins for any company. A run of another company is a 404.
 */

type Actor = Pick<User, 'role' | 'companyId'>;

/** Whether this user may see and drive the imports of `companyId`. */
export function canImportFor(user: Actor, companyId: number): boolean {
  return user.role === 'admin' || isMemberOf(user, companyId);
}

/**
 * The company an import is for: a member's own (whatever `requested` says, like the management list), an
 * admin's choice or else their own. 403 for a user without one.
 */
export function importCompanyOf(user: Actor, requested: number | undefined): number {
  if (user.role === 'admin' && requested !== undefined) return requested;
  if (user.companyId !== null && (user.role === 'admin' || isMemberOf(user, user.companyId)))
    return user.companyId;
  throw forbidden(importFileMessages.noCompany);
}
