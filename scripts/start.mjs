// `npm start`: build the web app if it is missing or stale, then run the server (which migrates, seeds an
// empty database and serves web + API on PORT).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
// WEB_DIST_DIR points the server at a build made elsewhere: then there is nothing to build here.
if (!process.env.WEB_DIST_DIR) ensureWebBuild();
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  // MALLOC_ARENA_MAX: glibc gives each thread (libuv's pool, sharp's) its own heap arenas, which keep the
  // memory of decoded images long after; two arenas keep the server's memory flat under a burst of photo
  // uploads (npm run bench:photos, 16 photos of 10 MB: a peak 120-130 MB over the idle server instead of 225).
  env: { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', ...process.env },
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
