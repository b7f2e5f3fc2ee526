import { PROJECTOR_CHECKPOINT } from '@iec-bets/contracts';
import type { Consumer } from '@iec-bets/platform';
import { builtByOtherProjections, stampProjectionsVersion } from './projections-version.js';
import { rebuildReadModels } from './rebuild-read-models.js';
import { DEFAULT_LEASE_TIMINGS, type LeaseTimings, leaseHolderName, PROJECTOR_LEASE } from './projector-lease.js';
import { type ProjectorOptions, startProjector } from './start-projector.js';

export interface LeasedProjectorOptions extends Omit<ProjectorOptions, 'fence' | 'onLeaseLost'> {
  /** Who this projector is, in the lease; unique per process start by default. */
  holder?: string;
  timings?: LeaseTimings;
}

export interface LeasedProjector {
  /** Whether this projector holds the lease and projects right now (else it stands by). */
  isActive(): boolean;
  /** The projector while active; what tests wait on. Undefined while standing by. */
  activeConsumer(): Consumer | undefined;
  /** Stops projecting or standing by, and lets the lease go at once so that a standby need not wait. */
  stop(): Promise<void>;
}

/**
 * The projector as every deployment runs it: it projects only while it holds the projector lease, and stands by
 * otherwise, asking again every second. Each batch is fenced with the lease's token, so a projector that lost the
 * lease (it stalled past its expiry, or `iec-bets replay` took it over for its swap) writes nothing more: it stops,
 * stands by, and once it holds the lease again starts over from the read models' checkpoint. Read models built by
 * another version of the projections are rebuilt from the log before it projects (see projections-version.ts).
 */
export function startLeasedProjector(options: LeasedProjectorOptions): LeasedProjector {
  const { readStore, logger } = options;
  const holder = options.holder ?? leaseHolderName('projector');
  const { ttlMs, renewEveryMs } = options.timings ?? DEFAULT_LEASE_TIMINGS;
  let stopped = false;
  let wakeUp: () => void = () => undefined;
  let active: Consumer | undefined;

  /** Waits `ms`, or less when the projector is stopped or its lease is found lost. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      wakeUp = done;
    });

  /** Projects while the lease with `token` is ours; returns once it is lost or the projector is stopped. */
  async function projectWhileHolding(token: number): Promise<void> {
    let lost = false;
    const loseLease = () => {
      lost = true;
      wakeUp();
    };
    const consumer = startProjector({ ...options, fence: { lease: PROJECTOR_LEASE, token }, onLeaseLost: loseLease });
    active = consumer;
    let renewedAt = Date.now();
    while (!stopped && !lost) {
      await pause(renewEveryMs);
      if (stopped || lost) break;
      try {
        // Only a renewal: once the lease expired, another may have written meanwhile, so it is lost, not taken again.
        const renewed = await readStore.acquireLease({ name: PROJECTOR_LEASE, holder, ttlMs, renewing: token });
        if (!renewed) loseLease();
        else renewedAt = Date.now();
      } catch (error) {
        logger?.warn({ err: error }, 'Could not renew the projector lease; trying again');
        // Past its expiry, a standby may hold it already: stop before the fence has to say so.
        if (Date.now() - renewedAt >= ttlMs) loseLease();
      }
    }
    active = undefined;
    await consumer.stop();
    if (stopped) await readStore.releaseLease(PROJECTOR_LEASE, token).catch(() => undefined);
    else logger?.warn({ holder, token }, 'The projector lost its lease: it stops writing and stands by');
  }

  const running = (async () => {
    let announcedStandby = false;
    let failedRebuilds = 0;
    while (!stopped) {
      let lease = null;
      try {
        lease = await readStore.acquireLease({ name: PROJECTOR_LEASE, holder, ttlMs });
      } catch (error) {
        logger?.warn({ err: error }, 'Could not ask for the projector lease; trying again');
      }
      if (!lease) {
        if (!announcedStandby) logger?.info({ holder }, 'Another projector holds the lease: standing by');
        announcedStandby = true;
        await pause(renewEveryMs);
        continue;
      }
      announcedStandby = false;
      if (await builtByOtherProjections(readStore)) {
        // An upgrade changed what the projections write: rebuild from the log (the rebuild takes the lease over for
        // its swap and lets it go), then take the lease again and follow the log from the rebuilt checkpoint.
        logger?.info({ holder }, 'The read models were built by another version of the projections: rebuilding them from the log');
        await readStore.releaseLease(PROJECTOR_LEASE, lease.token).catch(() => undefined);
        try {
          await rebuildReadModels({ eventStore: options.eventStore, readStore });
          failedRebuilds = 0;
        } catch (error) {
          // Each try reads the whole log again: a cause that lasts (a full disk, a store that refuses) is tried less
          // and less often, up to once a minute, rather than every second.
          failedRebuilds++;
          const retryInMs = rebuildRetryDelayMs(failedRebuilds, renewEveryMs);
          logger?.error({ err: error, retryInMs }, 'Rebuilding the read models failed; trying again');
          await pause(retryInMs);
        }
        continue;
      }
      if ((await readStore.checkpoint(PROJECTOR_CHECKPOINT)) === 0) await stampProjectionsVersion(readStore);
      logger?.info({ holder, token: lease.token }, 'This projector holds the lease and projects');
      await projectWhileHolding(lease.token);
    }
  })();

  return {
    isActive: () => active !== undefined,
    activeConsumer: () => active,
    async stop() {
      stopped = true;
      wakeUp();
      await running;
    },
  };
}

const MAX_REBUILD_RETRY_MS = 60_000;

/** The wait after the `failures`-th failed rebuild in a row: doubling from the lease's renewal interval, up to a minute. */
export function rebuildRetryDelayMs(failures: number, renewEveryMs: number): number {
  return Math.min(renewEveryMs * 2 ** (failures - 1), MAX_REBUILD_RETRY_MS);
}
