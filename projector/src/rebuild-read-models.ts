import { ReadModel, SCORING_RULE_ID, streams, type ScoringRuleDocument } from '@iec-bets/contracts';
import type { EventStore, ReadStore } from '@iec-bets/platform';
import { projectEvents } from './project-events.js';
import { leaseHolderName, PROJECTOR_LEASE } from './projector-lease.js';
import { ensureReadModelIndexes } from './read-model-indexes.js';
import { stampProjectionsVersion } from './projections-version.js';
import { WriteBehindStore } from './write-behind-store.js';

export interface RebuildProgress {
  /** Position of the last event projected. */
  position: number;
  /** Position of the last event in the log as last seen; it moves while the rebuild runs if events keep coming. */
  head: number;
  events: number;
  eventsPerSecond: number;
}

export interface RebuildOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  /** Events read and committed together; larger batches mean fewer round trips. */
  batchSize?: number;
  /** Documents the rebuild holds in memory before it writes them (see WriteBehindStore). */
  heldDocuments?: number;
  onProgress?: (progress: RebuildProgress) => void;
}

export interface RebuildResult {
  events: number;
  position: number;
  /** Number of documents per collection in the rebuilt store. */
  documents: Record<string, number>;
  durationMs: number;
  eventsPerSecond: number;
}

const DEFAULT_BATCH_SIZE = 10_000;
/**
 * The rebuild holds the projector lease from its last catch-up to the swap. It renews it well within this
 * lifetime, which only matters should the rebuild die: the live projector then takes over again by itself.
 */
const REBUILD_LEASE_TTL_MS = 60_000;
const REBUILD_LEASE_RENEW_MS = 10_000;

function rate(events: number, startedAt: number): number {
  const seconds = (performance.now() - startedAt) / 1000;
  return seconds > 0 ? events / seconds : 0;
}

/**
 * Builds every read model from position 0 into a fresh store and swaps it in whole: readers see either the old
 * read models or the rebuilt ones, never a half-built mix.
 *
 * The live projector goes on projecting into the old read models meanwhile. Once the rebuild has caught up with
 * the log, it takes the projector lease over: the live projector's next batch is refused (fenced) and it stands by.
 * The rebuild then projects what was appended meanwhile, swaps in under the same fence, and lets the lease go; the
 * live projector takes it back and goes on from the rebuilt checkpoint. So no event the live projector applied
 * after the rebuild's reads is lost in the swap.
 */
/**
 * A rebuild scores every answer, the oldest included, under the scoring rule adopted last: that rule is in place
 * before the first event is projected, and the projection passes the older adoptions by (scoring-rule-projection.ts).
 */
async function startWithTheAdoptedScoringRule(eventStore: EventStore, rebuilt: WriteBehindStore): Promise<void> {
  const adoption = (await eventStore.readStream(streams.scoringRules())).findLast((event) => event.type === 'ScoringRuleAdopted');
  if (adoption?.type !== 'ScoringRuleAdopted') return;
  const doc: ScoringRuleDocument = { id: SCORING_RULE_ID, rule: adoption.data.rule, adoptedAt: adoption.position, _position: adoption.position };
  await rebuilt.commit({ writes: [{ kind: 'put', collection: ReadModel.scoringRule, doc }] });
}

export async function rebuildReadModels(options: RebuildOptions): Promise<RebuildResult> {
  const { eventStore, readStore, onProgress } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const startedAt = performance.now();
  const rebuilt = await readStore.createRebuildTarget();
  const writingBehind = new WriteBehindStore(rebuilt, options.heldDocuments === undefined ? {} : { heldDocuments: options.heldDocuments });
  let events = 0;
  let position = 0;
  let head = await eventStore.headPosition();

  /** Projects into the rebuilt store until the log has nothing after `position`. */
  async function projectToTheEnd(): Promise<void> {
    for (;;) {
      const batch = await eventStore.readAll({ after: position, limit: batchSize });
      if (batch.length === 0) return;
      await projectEvents(writingBehind, batch);
      events += batch.length;
      position = batch[batch.length - 1]!.position;
      if (position > head) head = position;
      onProgress?.({ position, head, events, eventsPerSecond: rate(events, startedAt) });
    }
  }

  try {
    await startWithTheAdoptedScoringRule(eventStore, writingBehind);
    await projectToTheEnd();
    // Written before the lease is taken over, so that the live projector stands by only for what came meanwhile.
    await writingBehind.flush();
    const holder = leaseHolderName('replay');
    const lease = await readStore.acquireLease({ name: PROJECTOR_LEASE, holder, ttlMs: REBUILD_LEASE_TTL_MS, takeOver: true });
    if (!lease) throw new Error('The projector lease could not be taken over');
    // Renewals one after another, each only extending what is still ours; the last is awaited before the release, so
    // that none can land after it.
    let renewal: Promise<unknown> = Promise.resolve();
    const renewing = setInterval(() => {
      renewal = renewal.then(() =>
        readStore
          .acquireLease({ name: PROJECTOR_LEASE, holder, ttlMs: REBUILD_LEASE_TTL_MS, renewing: lease.token })
          .catch(() => undefined),
      );
    }, REBUILD_LEASE_RENEW_MS);
    const documents: Record<string, number> = {};
    try {
      await projectToTheEnd();
      await writingBehind.flush();
      await stampProjectionsVersion(rebuilt);
      for (const collection of await rebuilt.collections()) documents[collection] = await rebuilt.count(collection);
      await readStore.swapIn(rebuilt, { lease: PROJECTOR_LEASE, token: lease.token });
      // The swap deleted the live documents of anyone erased while the rebuild held the lease, an erasure the live
      // projector never projects: their old versions leave the live store's log here. Tried three times (each waits
      // out readers' snapshots up to the busy timeout); past that, the next erasure or the live projector's next start
      // empties it.
      for (let tries = 0; tries < 3 && (await readStore.forgetOldVersions?.()) === false; tries++);
    } finally {
      clearInterval(renewing);
      await renewal;
      // A failed release only makes the live projector wait for the lease's expiry; it must not hide why we stopped.
      await readStore.releaseLease(PROJECTOR_LEASE, lease.token).catch(() => undefined);
    }
    // The projection needs no index. A store whose swap makes the live indexes again over the copied rows (SQLite)
    // has them already, save those of a store that never had any; one that takes the rebuilt collections whole
    // (MongoDB renames them) builds them here, once, on complete collections.
    await ensureReadModelIndexes(readStore);
    return { events, position, documents, durationMs: performance.now() - startedAt, eventsPerSecond: rate(events, startedAt) };
  } catch (error) {
    // Deleted, not only closed: a projector that rebuilds on start tries again after a failure, and a copy of the read
    // models left at every try would fill the disk that the event log shares.
    await rebuilt.discard().catch(() => undefined);
    throw error;
  }
}
