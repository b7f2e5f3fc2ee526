import type { ResourceLimits } from 'node:worker_threads';

/**
 * The heap of a thread that projects (the server's projector, `iec-bets replay`'s rebuild). What it holds is bounded
 * (a batch of events, a page of a resolution's answers), but left to itself V8 lets garbage pile up to gigabytes
 * before it collects when a catch-up allocates fast: RSS then grew with the log. A cap on the old generation makes it
 * collect instead. The young generation is held to 4 MB semi-spaces (V8 sizes it as three of them; its default grows
 * them to 16 MB on the first catch-up and keeps 32 MB resident while the thread idles): the projector's garbage dies
 * young either way, and the national benchmark replays and resolves as fast with the smaller ones.
 */
export const PROJECTOR_HEAP_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 12 };
