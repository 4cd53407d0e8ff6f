// `npm start`: serve what `npm run build` built (apps/api/dist and apps/web/dist) with plain Node, so a
// production install without dev dependencies runs it. Only when no build exists (the README's first run)
// does it build first; a build older than the sources is served as it is, with a warning.
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { isWebBuildStale } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/api/dist/server.js');
// WEB_DIST_DIR points the server at a web build made elsewhere: then only the API's build counts.
const webIndex = path.join(root, 'apps/web/dist/index.html');
if (!process.env.WEB_DIST_DIR && !existsSync(webIndex)) {
  console.info('No hay una compilación: ejecutando "npm run build" (solo esta vez)...');
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
} else if (!existsSync(server)) {
  execSync('node scripts/build-api.mjs', { cwd: root, stdio: 'inherit' });
} else if (!process.env.WEB_DIST_DIR && isWebBuildStale()) {
  console.warn('Aviso: la compilación es anterior a las fuentes; ejecuta "npm run build" para actualizarla.');
}

const env = { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', ...process.env };
// The README's `npm start` is a first try on a laptop: with neither NODE_ENV nor SEED_ON_EMPTY chosen it loads
// the demo data into an empty database. An operator who sets NODE_ENV=production gets an empty one.
if (process.env.NODE_ENV === undefined && process.env.SEED_ON_EMPTY === undefined) env.SEED_ON_EMPTY = 'true';
const child = spawn(process.execPath, ['--enable-source-maps', server], {
  cwd: root,
  stdio: 'inherit',
  // MALLOC_ARENA_MAX: glibc gives each thread (libuv's pool, sharp's) its own heap arenas, which keep the
  // memory of decoded images long after; two arenas keep the server's memory flat under a burst of photo
  // uploads (npm run bench:photos, 16 photos of 10 MB: a peak 120-130 MB over the idle server instead of 225).
  env,
});

// A process manager stops the app by signalling this process: the server must get the signal too (it then
// closes gracefully), and this process must stay until the server is gone, never leave it holding the port.
const stop = (signal) => {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
// `npm start` runs this script through `sh -c`, which does not pass on the SIGTERM npm forwards to it: the
// shell dies and leaves this process orphaned, its parent changed. That is a stop request too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 250).unref();
// Exit as the server did: its code, or 128 + the signal number that ended it (the shell convention).
child.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 0));
});
child.on('error', (err) => {
  console.error('No se pudo iniciar el servidor:', err);
  process.exit(1);
});
