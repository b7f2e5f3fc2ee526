import { setFlagsFromString } from 'node:v8';

/**
 * Turns V8's allocation-site pretenuring off for the whole process, every thread of it included. Called first by the
 * processes that answer HTTP: `iec-bets start` (whose projector and notifier threads share the setting), and the
 * command and query services. The distributed projector and notifier, and `iec-bets replay`, keep it.
 *
 * V8 moves an allocation site to the old generation once many of its objects survived a scavenge ("pretenuring").
 * Under a burst of requests, a scavenge that lands while a hundred requests are in flight sees Node's own request and
 * response objects survive, and from then on every request's headers, streams and buffers were made in the old
 * generation: measured under the benchmark's load, scavenges took 10-20 ms instead of 0.5, a mark-compact ran every
 * two seconds, and public-results reads fell to about 11,000/s from the 15,000-22,500 of the runs that escaped it.
 * Whether a run fell into that state was chance, which is why the read ratio swung from a third to three fifths of
 * the bare server between runs. Turned off, no run fell into it, and an answer cost about a fifth less CPU. The
 * price is the projection's: `iec-bets replay` ran 3-23% slower without pretenuring (8% in the mean of four runs),
 * since a batch's documents do live long; in `iec-bets start` the projector thread pays that when catching up.
 *
 * Node warns that V8 flags set after start-up may not take effect; this one does (the scavenges above, measured on
 * Node 20 and 24). A flag on Node's command line would miss `iec-bets start` run through its bin.
 */
export function disableAllocationSitePretenuring(): void {
  setFlagsFromString('--no-allocation-site-pretenuring');
}
