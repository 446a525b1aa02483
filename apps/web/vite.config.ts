import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: new URL('./src', import.meta.url).pathname },
      // React 19 has the hook the shim polyfills: src/lib/use-sync-external-store.ts.
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: new URL('./src/lib/use-sync-external-store.ts', import.meta.url).pathname,
      },
      // Every `zod` import goes through the shared browser-zod.ts, which turns JIT off for our CSP.
      {
        find: /^zod$/,
        replacement: new URL('../../packages/shared/src/browser-zod.ts', import.meta.url).pathname,
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
      '/hub': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The home route's JS budget is checked by scripts/check-bundle.ts from the manifest.
    manifest: true,
    chunkSizeWarningLimit: 300,
    // Every browser we support preloads modules itself except Safari before 17, where the
    // polyfill only fetched early what the page then imports anyway: the bytes went to the
    // home route's budget, not to function.
    modulePreload: { polyfill: false },
  },
});
