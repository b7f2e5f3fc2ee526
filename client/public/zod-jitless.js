// zod 4 probes for `new Function` when it builds a schema, to compile faster parsers. The page's
// Content-Security-Policy forbids eval, so the probe would only be refused and reported as a violation on every
// load. zod reads this setting when it loads, so it must be set before any module runs: a deferred classic script
// placed before the app's module script runs first.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
