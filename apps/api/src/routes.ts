import type { AppInstance } from './platform/runtime/app-instance.ts';
import authRoutes from './features/auth/routes/index.ts';
import companiesRoutes from './features/companies/routes/index.ts';
import contactRequestsRoutes from './features/contact-requests/routes/index.ts';
import exchangeRateRoutes from './features/exchange-rates/routes/index.ts';
import importRoutes from './features/imports/routes/index.ts';
import mortgageRoutes from './features/mortgage/routes/index.ts';
import ownerRoutes from './features/owners/routes/index.ts';
import favoritesRoutes from './features/properties/routes/favorites/index.ts';
import landingRoutes from './features/landing/routes/index.ts';
import listingRoutes from './features/properties/routes/offers/index.ts';
import locationsRoutes from './features/locations/index.ts';
import mediaAssetsRoutes from './features/properties/routes/media/index.ts';
import meRoutes from './features/account/routes/index.ts';
import myPropertiesRoutes from './features/properties/routes/my-properties/index.ts';
import propertiesRoutes from './features/properties/routes/index.ts';
import projectRoutes, { myProjectsRoute } from './features/projects/routes/index.ts';
import companyPropertyRoutes from './features/properties/routes/company-routes.ts';
import reportRoutes from './features/reports/routes/index.ts';
import savedSearchRoutes from './features/saved-searches/routes/index.ts';
import seoRoutes from './features/seo/index.ts';
import feedRoutes from './features/feeds/routes/index.ts';
import adminRoutes from './features/admin/routes/index.ts';
import teamRoutes from './features/teams/routes/index.ts';
import { integrationRoutes, partnerApiRoutes } from './features/partner/public.ts';
import { csrfRoutes, healthRoutes } from './features/system/index.ts';

/** Every API route: feature folders register under /api/v1, the partner API under /api/partner/v1. */
export async function registerApiRoutes(app: AppInstance) {
  await app.register(healthRoutes);
  await app.register(seoRoutes);
  await app.register(feedRoutes);
  await app.register(landingRoutes);
  await app.register(
    async (v1) => {
      await v1.register(csrfRoutes);
      await v1.register(authRoutes, { prefix: '/auth' });
      await v1.register(meRoutes, { prefix: '/me' });
      await v1.register(locationsRoutes, { prefix: '/locations' });
      await v1.register(companiesRoutes, { prefix: '/companies' });
      await v1.register(companyPropertyRoutes, { prefix: '/companies' });
      await v1.register(propertiesRoutes, { prefix: '/properties' });
      await v1.register(mediaAssetsRoutes, { prefix: '/media_assets' });
      await v1.register(listingRoutes, { prefix: '/listings' });
      await v1.register(exchangeRateRoutes, { prefix: '/exchange_rate' });
      await v1.register(mortgageRoutes, { prefix: '/mortgage_parameters' });
      await v1.register(favoritesRoutes);
      await v1.register(myPropertiesRoutes);
      await v1.register(contactRequestsRoutes);
      await v1.register(teamRoutes);
      await v1.register(reportRoutes);
      await v1.register(adminRoutes, { prefix: '/admin' });
      await v1.register(savedSearchRoutes);
      await v1.register(importRoutes);
      await v1.register(projectRoutes, { prefix: '/projects' });
      await v1.register(async (scope) => myProjectsRoute(scope as AppInstance));
      await v1.register(ownerRoutes);
      await v1.register(integrationRoutes);
    },
    { prefix: '/api/v1' },
  );
  await app.register(partnerApiRoutes, { prefix: '/api/partner/v1' });
}
