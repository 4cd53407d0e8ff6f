import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

// The browser runs the app on Preact's React-compatible layer (preact/compat, React 19's API) instead of
// react-dom: 12 kB of runtime instead of 64, which is what keeps the listing's first download within the
// 120 kB budget (docs/architecture.md "Web"). The code, its types and its libraries still import `react`.
const reactOnPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, import.meta.dirname, ''), ...process.env };
  const apiTarget = env.API_PROXY_TARGET || 'http://localhost:3000';
  // The API also serves uploaded media; in development both go through the Vite server.
  const proxy = {
    '/api': { target: apiTarget, changeOrigin: true },
    '/uploads': { target: apiTarget, changeOrigin: true },
  };

  return {
    plugins: [react(), tailwindcss()],
    resolve: {
      alias: [{ find: '@', replacement: path.resolve(import.meta.dirname, 'src') }, ...reactOnPreact],
    },
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    build: {
      outDir: path.resolve(import.meta.dirname, 'dist'),
      emptyOutDir: true,
      // dist/.vite/manifest.json: the server preloads the code of the screen an address opens (apps/api web/route-preloads.ts).
      manifest: true,
    },
  };
});
