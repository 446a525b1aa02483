import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: new URL('./src', import.meta.url).pathname },
      {
        find: /^zod$/,
        replacement: new URL('../../packages/shared/src/browser-zod.ts', import.meta.url).pathname,
      },
    ],
  },
  test: {
    name: 'admin',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 15_000,
  },
});
