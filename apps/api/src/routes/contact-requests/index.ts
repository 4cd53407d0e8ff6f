import type { AppInstance } from '../../lib/app-instance.ts';
import { contactFormTokenRoute } from './contact-form-token.ts';
import { listCompanyLeadsRoute } from './list-company-leads.ts';
import { markLeadReadRoute } from './mark-lead-read.ts';

/**
 * The company's inbox of contact requests (GET /companies/{id}/contact_requests, PATCH
 * /contact_requests/{id}) and the guest form's token (GET /contact_requests/form_token).
 */
export default async function contactRequestsRoutes(app: AppInstance) {
  contactFormTokenRoute(app);
  listCompanyLeadsRoute(app);
  markLeadReadRoute(app);
}
