import { setFlagsFromString } from 'node:v8';

/**
 * Keeps a request's objects in V8's young generation, where a scavenge frees them for almost nothing. Called first
 * by the processes that answer HTTP (`iec-bets start`, the command and query services), never by the projector,
 * whose batches of documents do live long.
 *
 * V8 moves an allocation site to the old generation once many of its objects survived a scavenge ("pretenuring").
 * Under a burst of requests, a scavenge that lands while a hundred requests are in flight sees Node's own request and
 * response objects survive, and from then on every request's headers, streams and buffers were made in the old
 * generation: measured under the benchmark's load, scavenges took 15 ms instead of 0.5, a mark-compact ran every
 * two seconds, and public-results reads fell from about 21,000/s to 11,000/s. Whether a run fell into that mode was
 * chance, which is why the read figures swung from 37% to 68% of the bare server between runs. Without pretenuring
 * the reads held about 21,000/s in every run, and an answer cost about a fifth less CPU. A batch of projected
 * documents, the one place the product keeps many young objects alive, replayed within 3% either way.
 */
export function keepRequestObjectsYoung(): void {
  setFlagsFromString('--no-allocation-site-pretenuring');
}
