import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * Puts the entry stylesheet into index.html as a <style> element: a phone then paints the boot
 * shell as soon as the HTML has arrived, without a second round trip for render-blocking CSS
 * (docs/decisions/038-home-page-lighthouse.md). The CSP allows inline styles (plugins/security.ts).
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'lalebet:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(/<link rel="stylesheet"[^>]* href="\/([^"]+\.css)">/g, (tag, file: string) => {
          const asset = ctx.bundle?.[file];
          if (asset?.type !== 'asset') return tag;
          const css = String(asset.source);
          if (css.includes('</')) return tag;
          // Vite's preload helper loads a lazy chunk's CSS unless a stylesheet link with that href
          // is in the document; a disabled link tells it the rules are here and fetches nothing.
          return `<link rel="stylesheet" href="/${file}" disabled><style>${css}</style>`;
        });
      },
    },
  };
}

/** Shared with vitest.config.ts, so the tests resolve modules as the build does. */
export const aliases = [
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
];

export default defineConfig({
  plugins: [react(), inlineEntryCss()],
  resolve: {
    alias: aliases,
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
    rollupOptions: {
      // The entry carries the file name of every lazy chunk (the router's preload map, 167
      // names): hash-only names take 1.1 KB gzip off the home route's budget
      // (docs/decisions/038-home-page-lighthouse.md); the manifest still maps them to sources.
      output: { chunkFileNames: 'assets/[hash].js' },
    },
  },
});
