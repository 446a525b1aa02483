/**
 * The browser apps' `zod`: each app's Vite config aliases the bare `zod` import here, so every
 * schema (the app's and this package's) is built after this runs. zod probes `new Function` to
 * JIT-compile object parsers; under our CSP (no unsafe-eval) that probe is a reported
 * violation, so the browser parses without JIT. The server imports `zod` itself and keeps JIT.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
