import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { contactFormTokenRoute } from './contact-form-token.ts';
import { createContactRequestRoute } from './create-contact-request.ts';
import { createProjectContactRequestRoute } from './create-project-contact-request.ts';
import { listCompanyContactRequestsRoute } from './list-company-contact-requests.ts';
import { listSentContactRequestsRoute } from './list-sent-contact-requests.ts';
import { markContactRequestReadRoute } from './mark-contact-request-read.ts';

/**
 * Contact requests, from the visitor's form to the company's inbox: GET /contact_requests/form_token (the
 * guest form's token), POST /properties/{id}/contact_requests, GET /companies/{id}/contact_requests,
 * PATCH /contact_requests/{id}, and the sender's own list GET /user/contact_requests.
 */
export default async function contactRequestsRoutes(app: AppInstance) {
  contactFormTokenRoute(app);
  createContactRequestRoute(app);
  createProjectContactRequestRoute(app);
  listCompanyContactRequestsRoute(app);
  markContactRequestReadRoute(app);
  listSentContactRequestsRoute(app);
}
