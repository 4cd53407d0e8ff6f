// What the app composes of the partner API: its routes and its background photo pass.
export { integrationRoutes, partnerApiRoutes } from './routes/index.ts';
export { partnerMediaPlugin } from './partner-media-plugin.ts';
export { webhookPlugin } from './webhooks/webhook-plugin.ts';
