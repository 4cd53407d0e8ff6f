// `npm run test:e2e`: the browser tests against the freshly built app.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
ensureChromium();
ensureWebBuild();
execSync('npx vitest run --project e2e', { cwd: root, stdio: 'inherit' });
