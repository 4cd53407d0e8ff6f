// `npm run build`: everything production runs, built once: the web app (apps/web/dist, with .br/.gz copies
// of its text files, and its server-rendering bundle apps/web/dist-server) and the API compiled to
// JavaScript (apps/api/dist). After it, `npm ci --omit=dev` and
// `npm start` serve that build with no build tool installed.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { buildApi } from './build-api.mjs';
import { precompress } from './precompress.mjs';

const root = path.resolve(import.meta.dirname, '..');

console.info('Construyendo la aplicación web...');
execSync('npm run build --silent -w @inmuebles/web', { cwd: root, stdio: 'inherit' });
precompress(path.join(root, 'apps/web/dist'));
console.info('Compilando la API...');
await buildApi();
