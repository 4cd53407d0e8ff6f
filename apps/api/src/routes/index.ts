import type { AppInstance } from '../lib/app-instance.ts';
import authRoutes from './auth/index.ts';
import companiesRoutes from './companies/index.ts';
import contactRequestsRoutes from './contact-requests/index.ts';
import exchangeRateRoutes from './exchange-rate/index.ts';
import favoritesRoutes from './favorites/index.ts';
import landingRoutes from './landing/index.ts';
import listingRoutes from './listings/index.ts';
import locationsRoutes from './locations/index.ts';
import mediaAssetsRoutes from './media-assets/index.ts';
import meRoutes from './me/index.ts';
import myPropertiesRoutes from './my-properties/index.ts';
import propertiesRoutes from './properties/index.ts';
import companyPropertyRoutes from './properties/company-routes.ts';
import reportRoutes from './reports/index.ts';
import savedSearchRoutes from './saved-searches/index.ts';
import seoRoutes from './seo/index.ts';
import adminRoutes from './admin/index.ts';
import teamRoutes from './teams/index.ts';
import { csrfRoutes, healthRoutes } from './system/index.ts';

/** Every API route: feature folders register under /api/v1. */
export async function registerApiRoutes(app: AppInstance) {
  await app.register(healthRoutes);
  await app.register(seoRoutes);
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
      await v1.register(favoritesRoutes);
      await v1.register(myPropertiesRoutes);
      await v1.register(contactRequestsRoutes);
      await v1.register(teamRoutes);
      await v1.register(reportRoutes);
      await v1.register(adminRoutes, { prefix: '/admin' });
      await v1.register(savedSearchRoutes);
    },
    { prefix: '/api/v1' },
  );
}
