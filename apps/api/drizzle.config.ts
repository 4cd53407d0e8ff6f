import { defineConfig } from 'drizzle-kit';

/** Used only by `drizzle-kit generate` (no database needed); migrations are applied in code at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/platform/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
