import { createInProcessNoticeBus, type EventStore, openSqliteReadStore, type ReadStore } from '@iec-bets/platform';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { type LeasedProjector, rebuildRetryDelayMs, startLeasedProjector } from './leased-projector.js';
import { rebuildReadModels } from './rebuild-read-models.js';
import { projectEvents } from './project-events.js';
import { builtByOtherProjections, PROJECTIONS_VERSION, PROJECTIONS_VERSION_CHECKPOINT } from './projections-version.js';
import { ReadModel } from '@iec-bets/contracts';
import { appendScript } from './test-support/append-script.js';
import { snapshotReadModels } from './test-support/given-events.js';
import { scriptedHistory } from './test-support/scripted-history.js';
import { openTempEventStore, openTempReadStore, tempDir } from './test-support/temp-stores.js';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
/**
 * Short leases, so that a takeover happens within a test's patience; long enough that a busy machine running
 * SQLite commits on the renewals' thread does not let one lapse by accident.
 */
const timings = { ttlMs: 1_500, renewEveryMs: 100 };

/** Another connection to the read models' file, as another process (or thread) opens it. */
function connection(file: string): ReadStore {
  const store = openSqliteReadStore({ file });
  onTestFinished(() => store.close());
  return store;
}

/**
 * A read store whose every call (or every call of `only`) waits while it is frozen, as the calls of a process paused
 * by a long garbage collection or a frozen VM would: they go on afterwards as if nothing had happened.
 */
function freezable(store: ReadStore, only?: ReadonlyArray<keyof ReadStore>) {
  let gate: { opened: Promise<void>; open: () => void } | undefined;
  const proxy = new Proxy(store, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (only && !only.includes(property as keyof ReadStore)) return (value as (...args: unknown[]) => unknown).bind(target);
      return async (...args: unknown[]) => {
        while (gate) await gate.opened;
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return {
    store: proxy,
    freeze() {
      let open = () => undefined as void;
      const opened = new Promise<void>((resolve) => (open = resolve));
      gate = { opened, open };
    },
    thaw() {
      const current = gate;
      gate = undefined;
      current?.open();
    },
  };
}

/**
 * The log as a replay in another process reads it: each page takes a moment to arrive, in which the server goes on
 * taking appends and the live projector goes on projecting them (in one process, SQLite would answer at once).
 */
function overTheNetwork(eventStore: EventStore): EventStore {
  return {
    append: (...args) => eventStore.append(...args),
    readStream: (streamId) => eventStore.readStream(streamId),
    async readAll(options) {
      const page = await eventStore.readAll(options);
      await new Promise((resolve) => setTimeout(resolve, 3));
      return page;
    },
    readAllAsStored: (options) => eventStore.readAllAsStored(options),
    headPosition: () => eventStore.headPosition(),
    subscribeAll: (options) => eventStore.subscribeAll(options),
    scanByType: (options) => eventStore.scanByType(options),
    close: () => eventStore.close(),
  };
}

function leased(name: string, eventStore: EventStore, readStore: ReadStore): LeasedProjector {
  const noticeBus = createInProcessNoticeBus();
  const projector = startLeasedProjector({ eventStore, readStore, noticeBus, logger: quiet, holder: name, timings });
  onTestFinished(async () => {
    await projector.stop();
    await noticeBus.close();
  });
  return projector;
}

/** The read models built from scratch, in a store of their own: what any projection of the log must equal. */
async function fromScratch(eventStore: EventStore) {
  const store = openTempReadStore();
  await rebuildReadModels({ eventStore, readStore: store });
  return snapshotReadModels(store);
}

async function projectedTo(file: string, position: number): Promise<void> {
  const reader = connection(file);
  await expect.poll(() => reader.checkpoint('projector'), { timeout: 10_000 }).toBe(position);
}

describe('projectors sharing one read store', () => {
  it('lets one write while the other stands by, and hands over when the writer stalls, which then writes nothing', async () => {
    const dir = tempDir();
    const file = join(dir, 'read-models.sqlite');
    const eventStore = openTempEventStore(dir);
    const script = scriptedHistory();
    const half = Math.floor(script.length / 2);

    // Given a projector that holds the lease, and a second one started after it
    const first = freezable(connection(file));
    const active = leased('first', eventStore, first.store);
    await expect.poll(() => active.isActive()).toBe(true);
    const standby = leased('second', eventStore, connection(file));
    await projectedTo(file, await appendScript(eventStore, script.slice(0, half)));
    expect(standby.isActive()).toBe(false);

    // When the writer stalls past its lease while events keep coming
    first.freeze();
    const head = await appendScript(eventStore, script.slice(half));

    // Then the standby takes over and projects them
    await expect.poll(() => standby.isActive(), { timeout: 5_000 }).toBe(true);
    await projectedTo(file, head);

    // And the stalled writer, going on where it stopped, is fenced off: it writes nothing and stands by
    first.thaw();
    await expect.poll(() => active.isActive(), { timeout: 5_000 }).toBe(false);
    expect(await snapshotReadModels(connection(file))).toEqual(await fromScratch(eventStore));
    expect(standby.isActive()).toBe(true);
  });

  it("refuses a stalled writer's commit that lands after its lease has passed to another", async () => {
    const dir = tempDir();
    const file = join(dir, 'read-models.sqlite');
    const eventStore = openTempEventStore(dir);
    const script = scriptedHistory();
    const [firstThird, secondThird] = [Math.floor(script.length / 3), Math.floor((2 * script.length) / 3)];

    // Given a writer whose commits and lease renewals stall, while its reads go on: it has a batch in hand
    const first = freezable(connection(file), ['commit', 'acquireLease']);
    const active = leased('first', eventStore, first.store);
    await expect.poll(() => active.isActive()).toBe(true);
    const standby = leased('second', eventStore, connection(file));
    await projectedTo(file, await appendScript(eventStore, script.slice(0, firstThird)));
    first.freeze();
    await appendScript(eventStore, script.slice(firstThird, secondThird));

    // When the standby takes over and projects past that batch
    await expect.poll(() => standby.isActive(), { timeout: 5_000 }).toBe(true);
    const head = await appendScript(eventStore, script.slice(secondThird));
    await projectedTo(file, head);

    // Then the stalled commit, let go, is fenced off: the read models stay those of the whole log, not that older batch's
    first.thaw();
    await expect.poll(() => active.isActive(), { timeout: 5_000 }).toBe(false);
    expect(await connection(file).checkpoint('projector')).toBe(head);
    expect(await snapshotReadModels(connection(file))).toEqual(await fromScratch(eventStore));
  });

  it('loses nothing when the read models are rebuilt and swapped in while the live projector keeps up with appends', async () => {
    const dir = tempDir();
    const file = join(dir, 'read-models.sqlite');
    const eventStore = openTempEventStore(dir);
    const script = scriptedHistory();
    const third = Math.floor(script.length / 3);

    // Given a live projector with a third of the history projected
    const live = leased('live', eventStore, connection(file));
    await projectedTo(file, await appendScript(eventStore, script.slice(0, third)));

    // When the rest is appended one event at a time while the read models are rebuilt and swapped in, again and
    // again, from another connection (as `iec-bets replay` runs beside the server)
    let appending = true;
    const appends = (async () => {
      for (const scripted of script.slice(third)) {
        await appendScript(eventStore, [scripted]);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      appending = false;
    })();
    const replays = connection(file);
    for (let rebuilds = 0; appending || rebuilds < 3; rebuilds++) {
      await rebuildReadModels({ eventStore: overTheNetwork(eventStore), readStore: replays, batchSize: 5 });
    }
    await appends;

    // Then the live projector takes its lease back and the read models are exactly those of the whole log
    await expect.poll(() => live.isActive(), { timeout: 5_000 }).toBe(true);
    await projectedTo(file, await eventStore.headPosition());
    expect(await snapshotReadModels(connection(file))).toEqual(await fromScratch(eventStore));
  });
});

describe('a projector catching up', () => {
  it('keeps its lease through a catch-up that lasts longer than the lease', async () => {
    const dir = tempDir();
    const file = join(dir, 'read-models.sqlite');
    const eventStore = openTempEventStore(dir);
    const head = await appendScript(eventStore, scriptedHistory());
    // Given commits that hold the thread as a large SQLite commit does (synchronously, 40 ms each), and a lease
    // shorter than the whole catch-up
    const slowCommits = connection(file);
    const commit = slowCommits.commit.bind(slowCommits);
    slowCommits.commit = async (batch) => {
      const until = performance.now() + 40;
      while (performance.now() < until);
      return commit(batch);
    };
    const warnings: string[] = [];
    const noticeBus = createInProcessNoticeBus();
    const projector = startLeasedProjector({
      eventStore,
      readStore: slowCommits,
      noticeBus,
      batchSize: 5,
      logger: { ...quiet, warn: (_details, message) => void warnings.push(message) },
      holder: 'catching-up',
      timings: { ttlMs: 1_000, renewEveryMs: 100 },
    });
    onTestFinished(async () => {
      await projector.stop();
      await noticeBus.close();
    });
    const started = performance.now();

    // When it projects the whole log
    await projectedTo(file, head);
    const tookMs = performance.now() - started;
    // (A renewal put off until the catch-up ended would find the lease expired now.)
    await new Promise((resolve) => setTimeout(resolve, 300));

    // Then it took longer than the lease lives, renewed it between commits and never lost it
    expect(tookMs).toBeGreaterThan(1_000);
    expect(warnings).toEqual([]);
    expect(projector.isActive()).toBe(true);
  });
});

describe('a projector started on read models of another version', () => {
  it('rebuilds them from the log before it projects, and marks them built by this version', async () => {
    const dir = tempDir();
    const file = join(dir, 'read-models.sqlite');
    const eventStore = openTempEventStore(dir);
    const head = await appendScript(eventStore, scriptedHistory());
    // Read models as an older version left them: projected to the head, with no version, and a document in a shape
    // this version no longer writes.
    const old = connection(file);
    await projectEvents(old, await eventStore.readAll({ after: 0, limit: 10_000 }));
    const stats = (await old.find(ReadModel.userStats, {}))[0]!;
    const { millipoints: _gone, ...oldShape } = stats;
    await old.commit({ writes: [{ kind: 'put', collection: ReadModel.userStats, doc: oldShape }] });
    expect(await builtByOtherProjections(old)).toBe(true);

    const projector = leased('upgraded', eventStore, connection(file));

    await expect.poll(() => projector.isActive(), { timeout: 10_000 }).toBe(true);
    const reader = connection(file);
    expect(await reader.checkpoint(PROJECTIONS_VERSION_CHECKPOINT)).toBe(PROJECTIONS_VERSION);
    expect(await reader.checkpoint('projector')).toBe(head);
    expect(await snapshotReadModels(reader)).toEqual(await fromScratch(eventStore));
  });

  it('marks empty read models as built by this version, so that they are not rebuilt later', async () => {
    const dir = tempDir();
    const file = join(dir, 'read-models.sqlite');
    const eventStore = openTempEventStore(dir);

    const projector = leased('fresh', eventStore, connection(file));
    await expect.poll(() => projector.isActive()).toBe(true);
    const head = await appendScript(eventStore, scriptedHistory().slice(0, 5));
    await projectedTo(file, head);

    expect(await builtByOtherProjections(connection(file))).toBe(false);
  });
});

describe('the wait before a failed rebuild is tried again', () => {
  it('doubles with every failure in a row, from the renewal interval up to a minute', () => {
    expect([1, 2, 3, 4, 6, 7, 12].map((failures) => rebuildRetryDelayMs(failures, 1_000))).toEqual([
      1_000, 2_000, 4_000, 8_000, 32_000, 60_000, 60_000,
    ]);
  });
});
