import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { apiKeyRoutes } from './api-key-routes.ts';
import { partnerListRoutes } from './partner-list-routes.ts';
import { partnerListingRoutes } from './partner-listing-routes.ts';
import { webhookRoutes } from './webhook-routes.ts';

/** The partner API (docs/product/partner-api.md), under /api/partner/v1: API keys only. */
export async function partnerApiRoutes(app: AppInstance) {
  partnerListingRoutes(app);
  partnerListRoutes(app);
}

/** The app's own routes of the Integraciones page (a session), under /api/v1. */
export async function integrationRoutes(app: AppInstance) {
  apiKeyRoutes(app);
  webhookRoutes(app);
}
