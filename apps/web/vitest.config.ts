import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
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
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // A first render in jsdom pays for the module graph: 2-4 s alone, more on a loaded CI machine.
    testTimeout: 15_000,
  },
});
