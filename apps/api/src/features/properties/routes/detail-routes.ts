import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { getPropertyRoute } from './get-property.ts';
import { registerPropertyPageMeta } from './property-page-meta.ts';
import { similarPropertiesRoute } from './similar-properties.ts';

/** The property detail: the property, the <head> of /propiedad/{slug}, and its similar properties. */
export default async function propertyDetailRoutes(app: AppInstance) {
  getPropertyRoute(app);
  registerPropertyPageMeta(app);
  similarPropertiesRoute(app);
}
