import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { aliases } from './vite.config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: aliases,
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
