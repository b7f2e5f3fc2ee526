import type { ResourceLimits } from 'node:worker_threads';

/**
 * The heap of a thread that projects (the server's projector, `iec-bets replay`'s rebuild). What it holds is bounded
 * (a batch of events, a page of a resolution's answers), but left to itself V8 lets garbage pile up to gigabytes
 * before it collects when a catch-up allocates fast: RSS then grew with the log. A cap on the old generation makes it
 * collect instead. The young generation keeps V8's default: held to 4 MB semi-spaces it kept 32 MB less resident in
 * an idle thread, but replayed a quarter slower.
 */
export const PROJECTOR_HEAP_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 256 };
