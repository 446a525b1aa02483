/**
 * The web's `zod`: vite.config.ts aliases the bare `zod` import here, so every schema (ours
 * and the shared package's) is built after this runs. zod probes `new Function` to JIT-compile
 * object parsers; under our CSP (no unsafe-eval) that probe is a reported violation, so the
 * browser parses without JIT.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
