import type { AppInstance } from '../lib/app-instance.ts';
import locationsRoutes from './locations/index.ts';
import { csrfRoutes, healthRoutes } from './system/index.ts';

/** Every API route: feature folders register under /api/v1. */
export async function registerApiRoutes(app: AppInstance) {
  await app.register(healthRoutes);
  await app.register(
    async (v1) => {
      await v1.register(csrfRoutes);
      await v1.register(locationsRoutes, { prefix: '/locations' });
    },
    { prefix: '/api/v1' },
  );
}
