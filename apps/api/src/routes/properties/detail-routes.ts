import type { AppInstance } from '../../lib/app-instance.ts';
import { getPropertyRoute } from './get-property.ts';
import { registerPropertyPageMeta } from './property-page-meta.ts';

/** The property detail: the property and the <head> of /propiedad/{slug}. */
export default async function propertyDetailRoutes(app: AppInstance) {
  getPropertyRoute(app);
  registerPropertyPageMeta(app);
}
