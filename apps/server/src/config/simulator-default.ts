import type { Env } from './schema.ts';

/**
 * A provider whose mode is unset runs its in-repo simulator in the one-process demo
 * (`npm start`) and is off everywhere else: in tests (each test chooses), in production, and
 * with several processes (a built-in simulator keeps its state in one of them).
 */
export const simulatorByDefault = (e: Env): 'sim' | 'off' =>
  (e.NODE_ENV ?? 'development') === 'development' && e.WEB_CONCURRENCY === 1 ? 'sim' : 'off';
