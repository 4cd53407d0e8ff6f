// `npm run dev`: the API with reload on :3000 and the Vite dev server (proxying /api and /uploads).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  }),
  spawn('npx', ['vite'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((c) => c.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const c of children)
  c.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
