// `npm run test:e2e [spec files or name fragments]`: the browser tests against the freshly built app; with
// arguments, only the specs they name (vitest's own filters).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
ensureChromium();
ensureWebBuild();
execFileSync('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
