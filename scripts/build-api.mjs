// Compiles the API to plain JavaScript in apps/api/dist, so production runs `node apps/api/dist/server.js`
// without TypeScript tooling (`npm ci --omit=dev` works). The packages the API declares stay in
// node_modules (imported at run time); the workspace's shared package, TypeScript sources, is bundled in.
// Entries are flattened into dist/ (files beside the code are found through lib/api-root.ts).
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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
  const dist = path.join(api, 'dist');
  const { outputFiles } = await build({
    entryPoints: [...API_ENTRIES, ...WORKER_ENTRIES].map((entry) => path.join(api, 'src', `${entry}.ts`)),
    entryNames: '[name]',
    outdir: dist,
    write: false,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    external,
    logLevel: 'warning',
  });
  // Servers may be starting from dist/ while it is rebuilt (test files that start one build first, in
  // parallel): each file is replaced by a rename, never removed first, so a loader sees the old file or the
  // new one, whole. Files the new build no longer has go last.
  mkdirSync(dist, { recursive: true });
  for (const file of outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  const kept = new Set(outputFiles.map((file) => path.basename(file.path)));
  for (const name of readdirSync(dist)) {
    if (!kept.has(name) && !name.endsWith('.tmp'))
      rmSync(path.join(dist, name), { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.info('Compilando la API...');
  await buildApi();
}
