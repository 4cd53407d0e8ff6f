import type { AppInstance } from '../../lib/app-instance.ts';
import { createContactRequestRoute } from './create-contact-request.ts';
import { getPropertyRoute } from './get-property.ts';
import { registerPropertyPageMeta } from './property-page-meta.ts';

/** The property detail: the property, its contact requests, and the <head> of /propiedad/{slug}. */
export default async function propertyDetailRoutes(app: AppInstance) {
  getPropertyRoute(app);
  createContactRequestRoute(app);
  registerPropertyPageMeta(app);
}
