// What other features may use of companies: everything else in this folder is its own.
export { findCompanyByIdOrSlug, isCompanySuspended } from './companies-repository.ts';
export { shorten } from './company-page-meta.ts';
export { addDays } from './management/company-analytics.ts';
export { findCompanyOr404, findPublicCompanyOr404 } from './management/find-company.ts';
export { isMemberOf } from './management/membership.ts';
export {
  findOwnerCompany,
  lockOwnerCompany,
  ownerDisplayName,
  saveOwnerCard,
} from './management/owner-company.ts';
export { insertRegistrationCompany } from './management/registration-company.ts';
export { presentCompany } from './present-company.ts';
export { paginationOf } from './public-companies.ts';
export { loadCompany, requestCompany } from './routes/company-access.ts';
export { accessErrors, bearer, managementTags } from './routes/http.ts';
export { companyParams } from './routes/params.ts';
