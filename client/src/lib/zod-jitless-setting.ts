/**
 * zod 4 probes for `new Function` as it builds each object schema, to compile faster parsers. The page's
 * Content-Security-Policy forbids eval, so the probe would only be refused and reported as a violation on every load.
 * zod keeps the settings object it finds on `globalThis` when it loads (or puts one there), and reads it as schemas
 * are built, so the setting must be in place before any schema module runs: zod-without-eval.ts runs this first. It
 * goes into that object rather than replacing it, so that it holds whichever of the two loads first.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
