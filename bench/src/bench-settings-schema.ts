import { z } from 'zod';

/**
 * The benchmark's own settings, beside its flags: one schema for its every process (the benchmark, and the bare
 * servers it measures the product against). Each is in the README's table of benchmark settings, which a test holds
 * to this schema. A module of zod alone: the bare servers read their port by it without loading the product's code,
 * which is not what a bare baseline runs.
 */
export const BenchSettings = z.object({
  BENCH_JSON: z.string().optional(),
  BENCH_CHILD_NODE_ARGS: z.string().optional(),
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  CLIENT_DIR: z.string().optional(),
  PORT: z.coerce.number('PORT must be a port number').int().min(0).max(65_535).default(0),
});
export type BenchSettings = z.output<typeof BenchSettings>;

