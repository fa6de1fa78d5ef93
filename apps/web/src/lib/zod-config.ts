import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` unless told not to, and probes for it when
 * its first object schema is built: under our Content-Security-Policy (no 'unsafe-eval') every
 * page then logged an `eval` violation (issue 7). Jitless parsing needs no eval, so the console
 * stays clean and CSP reports stay meaningful. zod reads this setting as each schema is built,
 * so main.tsx imports this module before anything else.
 */
z.config({ jitless: true });
