// `npm test`: everything, in the order that fails fastest: lint, formatting, typecheck, unit and API tests, then
// the browser tests against the built app. Stops at the first failing step.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const run = (title, command) => {
  console.info(`\n▶ ${title}: ${command}`);
  execSync(command, { cwd: root, stdio: 'inherit' });
};

ensureChromium();
run('lint', 'npx eslint . --max-warnings 0');
run('format', 'npx prettier --check . --log-level warn');
run('typecheck', 'npm run typecheck --silent');
run('unit and API tests', 'npx vitest run --project shared --project web --project api');
ensureWebBuild();
run('browser tests', 'npx vitest run --project e2e');
