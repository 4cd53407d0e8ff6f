import type { FastifyRequest } from 'fastify';
import { companyManagementMessages } from '@inmuebles/shared/companies/management-schema';
import { canEditCompany, canViewCompanyStats } from '../management/authorization.ts';
import { findCompanyOr404 } from '../management/find-company.ts';
import type { Company } from '../../../platform/db/schema/index.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';

/*
 * The company a management route acts on, loaded and authorised once, before the body is read or
 * validated: a guest gets 401 (onRequest), an unknown company 404, a user without the right 403, and only
 * then does a multipart upload get read or a body get checked.
 */

const loaded = new WeakMap<FastifyRequest, Company>();

type Access = 'edit' | 'stats';

const rules: Record<Access, { allowed: typeof canEditCompany; message: string }> = {
  edit: { allowed: canEditCompany, message: companyManagementMessages.forbidden },
  stats: { allowed: canViewCompanyStats, message: companyManagementMessages.forbiddenStats },
};

/** A preValidation hook: loads `{idOrSlug}` and checks the signed-in user's right to it. */
export function loadCompany(app: AppInstance, access: Access) {
  return async (request: FastifyRequest) => {
    const { idOrSlug } = request.params as { idOrSlug: string };
    const company = await findCompanyOr404(app.db, idOrSlug);
    if (!rules[access].allowed(currentUser(request), company)) throw forbidden(rules[access].message);
    loaded.set(request, company);
  };
}

/** The company `loadCompany` loaded for this request. */
export function requestCompany(request: FastifyRequest): Company {
  const company = loaded.get(request);
  if (!company) throw new Error('requestCompany: the loadCompany hook did not run');
  return company;
}
