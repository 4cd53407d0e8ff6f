// Compiles the API to plain JavaScript in apps/api/dist, so production runs `node apps/api/dist/server.js`
// without TypeScript tooling (`npm ci --omit=dev` works). The packages the API declares stay in
// node_modules (imported at run time); the workspace's shared package, TypeScript sources, is bundled in.
// Entries are flattened into dist/ (files beside the code are found through lib/api-root.ts).
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const api = path.join(root, 'apps/api');

/** The command-line programs an operator runs in production, besides the server. */
export const API_ENTRIES = [
  'server',
  'platform/db/migrate-cli',
  'seed/seed-cli',
  'platform/mail/retry-cli',
  'platform/storage/copy-uploads-cli',
  'features/properties/media/photo-variants-cli',
];

/** Files started as worker threads, found beside the bundles at run time (db/pglite-worker-client.ts). */
const WORKER_ENTRIES = ['platform/db/pglite-worker'];

export async function buildApi() {
  const pkg = JSON.parse(readFileSync(path.join(api, 'package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies ?? {})
    .filter((name) => !name.startsWith('@inmuebles/'))
    .flatMap((name) => [name, `${name}/*`]);
  rmSync(path.join(api, 'dist'), { recursive: true, force: true });
  await build({
    entryPoints: [...API_ENTRIES, ...WORKER_ENTRIES].map((entry) => path.join(api, 'src', `${entry}.ts`)),
    entryNames: '[name]',
    outdir: path.join(api, 'dist'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    external,
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.info('Compilando la API...');
  await buildApi();
}
