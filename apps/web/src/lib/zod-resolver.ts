import { zodResolver } from '@hookform/resolvers/zod';
import { config } from 'zod/v4/core';

// zod probes `new Function` to JIT-compile object parsers; under our CSP (no unsafe-eval) the
// probe is reported as a violation. Forms are the only place the browser parses, so they all
// take their resolver from here, and zod stays out of the entry chunk.
config({ jitless: true });

export { zodResolver };
