// Builds the web app when its build is missing or older than any of its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/shared/src',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function isWebBuildStale() {
  const index = path.join(root, 'apps/web/dist/index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

export function ensureWebBuild({ force = false } = {}) {
  if (!force && !isWebBuildStale()) return false;
  console.info('Construyendo la aplicación web...');
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureWebBuild();
