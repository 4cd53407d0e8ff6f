import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

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
    resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
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
