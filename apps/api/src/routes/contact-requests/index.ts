import type { AppInstance } from '../../lib/app-instance.ts';
import { listCompanyLeadsRoute } from './list-company-leads.ts';
import { markLeadReadRoute } from './mark-lead-read.ts';

/** The company's inbox of contact requests: GET /companies/{id}/contact_requests, PATCH /contact_requests/{id}. */
export default async function contactRequestsRoutes(app: AppInstance) {
  listCompanyLeadsRoute(app);
  markLeadReadRoute(app);
}
