/**
 * zod 4 probes for `new Function` as it builds each object schema, to compile faster parsers. The page's
 * Content-Security-Policy forbids eval, so the probe would only be refused and reported as a violation on every load.
 * zod takes this setting from `globalThis` when it loads and reads it as schemas are built, so it must be in place
 * before zod or any schema module runs: see zod-without-eval.ts, which runs this first.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
