import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { appChunk } from './build/app-chunk';

export default defineConfig(({ mode, isSsrBuild }) => {
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
    // The server bundle (`vite build --ssr src/entry-server.tsx`, package.json) carries everything it imports: production runs it
    // from dist-server/ with the API, whatever node_modules holds (the shared package is TypeScript).
    ssr: { noExternal: true },
    // React's production build on the server too (Node's NODE_ENV is not the bundle's business).
    ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
    build: {
      outDir: path.resolve(import.meta.dirname, 'dist'),
      emptyOutDir: true,
      // dist/.vite/manifest.json: the server preloads the code of the screen an address opens (apps/api web/route-preloads.ts).
      manifest: !isSsrBuild,
      copyPublicDir: !isSsrBuild,
      // Every browser the app supports knows <link rel="modulepreload">: no polyfill in the entry script.
      modulePreload: { polyfill: false },
      // The app's shared code in one chunk instead of dozens of tiny ones (build/app-chunk.ts).
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: { groups: [{ name: appChunk, includeDependenciesRecursively: false }] },
            },
          },
    },
  };
});
