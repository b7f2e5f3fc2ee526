import { type LeaderboardResponse, POSITION_HEADER, type UserStats } from '@iec-bets/contracts';
import {
  createInProcessJobQueue,
  freePort,
  largestReadStoreTransaction,
  openSqliteEventStore,
  openSqlitePersonalDataKeys,
  openSqliteSessionStore,
  SESSION_COOKIE,
  SqliteDatabase,
} from '@iec-bets/platform';
import { DELIVERY_CONCURRENCY } from '@iec-bets/notifier';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ONE_OF_EACH_PATTERN } from '../seed/national-answers.js';
import { NATIONAL_PASSWORD, type NationalSeed, seedNational } from '../seed/national-seed.js';
import { type ChildServer, startChildServer } from '../servers/child-server.js';
import { type LocalPushService, startLocalPushService } from '../servers/push-service.js';
import { latencyFor, sampleLatency } from './latency-sampler.js';
import type { NationalFigures } from './national-targets.js';
import { processMemory, sampleMemory } from './process-memory.js';
import { measureWsFanout } from './ws-fanout.js';

const CLI = fileURLToPath(new URL('../../../cli/bin/iec-bets.js', import.meta.url));
const DAY_MS = 24 * 60 * 60 * 1000;
/** Readers at once, for each of public-results and the leaderboard, while idle and during the resolution. */
const READERS = 4;
const WS_CLIENTS = 10_000;

export interface NationalOptions {
  users: number;
  quick: boolean;
  log?: (line: string) => void;
}

interface Seeded extends NationalSeed {
  dataDir: string;
  /** Sessions of the admin and of a user of each answer pattern (and the last user), by user id. */
  sessions: Map<string, string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const secondsSince = (started: number) => (performance.now() - started) / 1000;

/**
 * `npm run bench -- --national`: N users with push subscriptions, imported through the deciders (national-seed.ts),
 * then the embedded stack (`iec-bets start` on that DATA_DIR) measured as election night meets it: the start-up and
 * the projection of the whole log (the replay), the resolution of the night's question with readers on the public
 * results and the leaderboard, rank lookups at #1 and near N/2, a new question's alert fanned out to all N, and /ws
 * to 10,000 clients.
 */
export async function measureNational(options: NationalOptions): Promise<NationalFigures> {
  const begun = performance.now();
  const log = (line: string) => (options.log ?? console.log)(`[${secondsSince(begun).toFixed(0)} s] ${line}`);
  const push = await startLocalPushService();
  const dataDir = mkdtempSync(join(tmpdir(), 'iec-bets-bench-national-'));
  try {
    const started = performance.now();
    const seeded = await seed(dataDir, options.users, push, log);
    log(`national: seeded ${options.users.toLocaleString('en-ZA')} users, ${seeded.events.toLocaleString('en-ZA')} events in ${secondsSince(started).toFixed(1)} s`);

    const night = await withServer(dataDir, push, async (server, startupSeconds) => {
      const replay = await measureCatchUp(server, seeded, log);
      // The resolution's count starts here: the replay's own commits are not the resolution's.
      const readModels = join(dataDir, 'read-models.sqlite');
      const replayTransactionDocuments = largestReadStoreTransaction(readModels, { reset: true });
      const figures = await measureNight(server, seeded, log);
      const resolutionTransactionDocuments = largestReadStoreTransaction(readModels);
      log(`national: largest transaction ${replayTransactionDocuments} documents in the replay, ${resolutionTransactionDocuments} after it`);
      return { ...replay, ...figures, startupSeconds, largestTransactionDocuments: Math.max(replayTransactionDocuments, resolutionTransactionDocuments) };
    });

    // The resolution's alerts to every answerer were still being delivered: dropped, so that the fan-out measured
    // next is the new question's alone.
    for (const queue of ['alert-fanout', 'alert-delivery']) {
      for (const suffix of ['', '-wal', '-shm']) rmSync(join(dataDir, `jobs-${queue}.sqlite${suffix}`), { force: true });
    }
    const fanout = await withServer(dataDir, push, (server) => measureFanout(server, seeded, push, options, log));
    const noopJobsPerSecond = await measureNoopJobs(Math.min(options.users, 50_000));

    log(`national: /ws to ${WS_CLIENTS.toLocaleString('en-ZA')} clients`);
    const ws = await measureWsFanout({ clientCounts: [WS_CLIENTS], rounds: options.quick ? 1 : 10 });
    return {
      users: options.users,
      answers: options.users,
      ...night,
      ...fanout,
      noopJobsPerSecond,
      ws10kP50Ms: ws.server[0]?.p50Ms ?? null,
      ws10kMaxMs: ws.server[0]?.maxMs ?? null,
      bareWs10kP50Ms: ws.bare[0]?.p50Ms ?? null,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await push.close();
  }
}

async function seed(dataDir: string, users: number, push: LocalPushService, log: (line: string) => void): Promise<Seeded> {
  const eventStore = openSqliteEventStore({ file: join(dataDir, 'events.sqlite') });
  // The server's own file of keys, which it opens to read the sealed names and subscriptions back.
  const keys = openSqlitePersonalDataKeys({ file: join(dataDir, 'personal-data-keys.sqlite') });
  const sessionStore = openSqliteSessionStore({ file: join(dataDir, 'sessions.sqlite') });
  try {
    let reported = 0;
    const seeded = await seedNational({ log: eventStore, keys }, {
      users,
      pushOrigin: push.origin,
      pushHosts: [push.host],
      onProgress: (done) => {
        if (done - reported < 100_000) return;
        reported = done;
        log(`national: ${done.toLocaleString('en-ZA')} users seeded`);
      },
    });
    const sessions = new Map<string, string>();
    const sampled = [seeded.adminId, ...ONE_OF_EACH_PATTERN.filter((index) => index < users).map((index) => seeded.userIds[index]!), seeded.userIds.at(-1)!];
    for (const userId of sampled) sessions.set(userId, (await sessionStore.create(userId, DAY_MS)).id);
    return { ...seeded, dataDir, sessions };
  } finally {
    await sessionStore.close();
    await keys.close();
    await eventStore.close();
  }
}

/**
 * The replay: the server's first start on the seeded log projects all of it from position 0, with the projections
 * `iec-bets replay` runs. Events/s from the moment it answers to the moment its read models reach the head; the
 * peak RSS is that of the one process (VmHWM) by then. (A separate `iec-bets replay` would project the same log a
 * second time, which the quick run cannot afford.)
 */
/**
 * The share of the log's first quarter that may be projected already when the server first answers. What was
 * projected before is the projector's start, when its code is not yet compiled: left out, the first quarter's rate
 * can only look faster, and the third quarter's share of it smaller, so a comparison made then errs against
 * flatness, never for it. (The quick run's server, on a 20,000-user log, is often 4,000 events in, 11% of its first
 * quarter.)
 */
const ALREADY_PROJECTED_AT_MOST = 0.25;

async function measureCatchUp(server: ChildServer, seeded: Seeded, log: (line: string) => void) {
  const head = await openHead(seeded.dataDir);
  const from = await healthPosition(server.url);
  const started = performance.now();
  log(`national: server up at position ${from}; projecting the log to ${head}`);
  // "Flat as the log grows": the log's first and third quarters are the same mix (each user's sign-up, subscription
  // and answers, in turn; the two costly resolutions come last), so their rates and the memory at their ends compare
  // a small log with one three times its size.
  // Quarters of the log, not of what is left of it. A fast start finds the first few events projected already (the
  // projector starts before the server answers); the first quarter is then timed from where it stood, which leaves
  // its rate comparable while that is a small part of it. A start that finds more of it projected measures no quarter
  // it did not replay (the figures are then null, and get no verdict).
  const marks = [0.25, 0.5, 0.75].map((share) => Math.round(head * share));
  const reached: Array<{ at: number; rssMb: number | null }> = [];
  for (const mark of marks) {
    await waitForPosition(server.url, mark);
    reached.push({ at: performance.now(), rssMb: processMemory(server.process.pid!)?.rssMb ?? null });
  }
  const measurable = from <= marks[0]! * ALREADY_PROJECTED_AT_MOST && head >= 10_000;
  await waitForPosition(server.url, head);
  const seconds = secondsSince(started);
  const replayEventsPerSecond = (head - from) / seconds;
  const [quarter, half, threeQuarters] = reached as [(typeof reached)[0], (typeof reached)[0], (typeof reached)[0]];
  const replayEarlyEventsPerSecond = (marks[0]! - from) / ((quarter.at - started) / 1000);
  const replayLateEventsPerSecond = (marks[2]! - marks[1]!) / ((threeQuarters.at - half.at) / 1000);
  log(
    `national: replayed ${head - from} events at ${Math.round(replayEventsPerSecond)}/s; ` +
      (measurable
        ? `first quarter ${Math.round(replayEarlyEventsPerSecond)}/s (RSS ${Math.round(quarter.rssMb ?? 0)} MB), third quarter ` +
          `${Math.round(replayLateEventsPerSecond)}/s (RSS ${Math.round(threeQuarters.rssMb ?? 0)} MB)`
        : `its quarters not compared: the server had projected ${from} events of the first quarter's ${marks[0]} before it answered`),
  );
  return {
    replayEvents: head,
    replayEventsPerSecond,
    replayPeakRssMb: processMemory(server.process.pid!)?.peakMb ?? null,
    replayEarlyEventsPerSecond: measurable ? replayEarlyEventsPerSecond : null,
    replayLateEventsPerSecond: measurable ? replayLateEventsPerSecond : null,
    replayEarlyRssMb: measurable ? quarter.rssMb : null,
    replayLateRssMb: measurable ? threeQuarters.rssMb : null,
  };
}

async function withServer<T>(dataDir: string, push: LocalPushService, use: (server: ChildServer, startupSeconds: number) => Promise<T>): Promise<T> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = await startChildServer({
    script: CLI,
    args: ['start'],
    env: {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUSH_SERVICE_HOSTS: push.host,
      // web-push speaks only https: the local push service's certificate, made for this run, is trusted.
      NODE_EXTRA_CA_CERTS: push.caFile,
    },
    url,
    healthPath: '/api/health',
    timeoutMs: 300_000,
  });
  const startupSeconds = secondsSince(started);
  try {
    return await use(server, startupSeconds);
  } finally {
    await server.stop();
  }
}

async function healthPosition(url: string): Promise<number> {
  const response = await fetch(`${url}/api/health`);
  return ((await response.json()) as { position: number }).position;
}

async function waitForPosition(url: string, position: number): Promise<void> {
  while ((await healthPosition(url)) < position) await sleep(50);
}

const asUser = (seeded: Seeded, userId: string) => ({ cookie: `${SESSION_COOKIE}=${seeded.sessions.get(userId)}` });

/**
 * The player the board ranks first, signed in over HTTP as anyone would: which player that is follows from the order
 * the seed's players answered in (each answer is scored against the crowd it met), so it is looked up, not sampled.
 */
async function signInFirstPlaced(url: string, seeded: Seeded, viewer: string): Promise<{ userId: string; rank: number }> {
  const board = await fetch(`${url}/api/leaderboard?scope=national&limit=1`, { headers: asUser(seeded, viewer) });
  const first = ((await board.json()) as LeaderboardResponse).entries[0];
  if (!first || first.rank === null) throw new Error(`The national board ranks nobody after the resolution (it answered ${board.status})`);
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: first.username, password: NATIONAL_PASSWORD }),
  });
  const session = login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!).find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (!login.ok || !session) throw new Error(`Signing in ${first.username} answered ${login.status}: ${await login.text()}`);
  seeded.sessions.set(first.userId, session.slice(SESSION_COOKIE.length + 1));
  return { userId: first.userId, rank: first.rank };
}

async function stats(url: string, seeded: Seeded, viewer: string, userId: string): Promise<UserStats> {
  const response = await fetch(`${url}/api/users/${userId}/stats`, { headers: asUser(seeded, viewer) });
  if (!response.ok) throw new Error(`stats of ${userId} answered ${response.status}`);
  return ((await response.json()) as { stats: UserStats }).stats;
}

async function measureNight(server: ChildServer, seeded: Seeded, log: (line: string) => void) {
  const { url } = server;
  const sampled = [...seeded.sessions.keys()].filter((id) => id !== seeded.adminId);
  const reader = sampled[0]!;
  const results = () => fetch(`${url}/api/questions/${seeded.questionId}/public-results`);
  const leaderboard = () => fetch(`${url}/api/leaderboard?scope=national&limit=50`, { headers: asUser(seeded, reader) });
  const idleSeconds = seeded.userIds.length > 100_000 ? 10 : 2;
  // A warm-up first: the figures are of code the JIT has compiled, not of the first requests after start-up.
  await Promise.all([latencyFor(results, READERS, 1), latencyFor(leaderboard, READERS, 1)]);
  const [resultsIdle, leaderboardIdle] = await Promise.all([latencyFor(results, READERS, idleSeconds), latencyFor(leaderboard, READERS, idleSeconds)]);

  log('national: resolving the night question');
  const memory = sampleMemory(server.process.pid!);
  const resultsDuring = sampleLatency(results, READERS);
  const leaderboardDuring = sampleLatency(leaderboard, READERS);
  const started = performance.now();
  const resolved = await fetch(`${url}/api/admin/questions/${seeded.questionId}/resolve`, {
    method: 'PUT',
    headers: { ...asUser(seeded, seeded.adminId), 'content-type': 'application/json' },
    body: JSON.stringify({ correctOptionId: 'yes', resolutionSummary: 'The IEC declared the result' }),
  });
  if (!resolved.ok) throw new Error(`resolve answered ${resolved.status}: ${await resolved.text()}`);
  const position = Number(resolved.headers.get(POSITION_HEADER));
  await waitForPosition(url, position);
  // Visible for every answerer: a user of each answer pattern, and the last to sign up, show three resolved answers
  // and a rank (the projector pages through the answers; the checkpoint passes the resolution after the last page).
  // Two users are asked until both show it, then all of them, so the asking itself adds little to the load.
  const first = sampled[0]!;
  const last = sampled.at(-1)!;
  const shows = async (userIds: string[]) =>
    (await Promise.all(userIds.map((userId) => stats(url, seeded, userId, userId)))).every((shown) => shown.resolvedAnswers === 3 && shown.rank !== null);
  while (!((await shows([first, last])) && (await shows(sampled)))) await sleep(100);
  const resolutionSeconds = secondsSince(started);
  const projectorPeakRssMb = memory.stop();
  const [resultsRes, leaderboardRes] = await Promise.all([resultsDuring.stop(), leaderboardDuring.stop()]);
  log(`national: resolution visible after ${resolutionSeconds.toFixed(1)} s`);

  // #1, and the sampled user ranked nearest N/2.
  const top = await signInFirstPlaced(url, seeded, first);
  const ranks = await Promise.all(sampled.map(async (userId) => ({ userId, rank: (await stats(url, seeded, userId, userId)).rank! })));
  const half = seeded.userIds.length / 2;
  const middle = ranks.reduce((a, b) => (Math.abs(b.rank - half) < Math.abs(a.rank - half) ? b : a));
  log(`national: rank lookups for #${top.rank} and #${middle.rank}`);
  const rankSeconds = seeded.userIds.length > 100_000 ? 10 : 2;
  let turn = 0;
  const rankLookup = (userId: string) => () =>
    turn++ % 2 === 0
      ? fetch(`${url}/api/users/${userId}/stats`, { headers: asUser(seeded, userId) })
      : fetch(`${url}/api/leaderboard?scope=national&limit=50`, { headers: asUser(seeded, userId) });
  const rankTop = await latencyFor(rankLookup(top.userId), READERS, rankSeconds);
  const rankMiddle = await latencyFor(rankLookup(middle.userId), READERS, rankSeconds);

  return {
    resolutionSeconds,
    projectorPeakRssMb,
    resultsP99IdleMs: resultsIdle.p99Ms,
    resultsP99DuringResolutionMs: resultsRes.p99Ms,
    leaderboardP99IdleMs: leaderboardIdle.p99Ms,
    leaderboardP99DuringResolutionMs: leaderboardRes.p99Ms,
    rankP99TopMs: rankTop.p99Ms,
    rankP99MiddleMs: rankMiddle.p99Ms,
    rankMiddlePlace: middle.rank,
  };
}

async function openHead(dataDir: string): Promise<number> {
  const store = openSqliteEventStore({ file: join(dataDir, 'events.sqlite') });
  try {
    return await store.headPosition();
  } finally {
    await store.close();
  }
}

/** Delivery jobs in the embedded queue's file, whatever their state (queued, running, done, failed). */
function deliveryJobs(dataDir: string): number {
  const file = join(dataDir, 'jobs-alert-delivery.sqlite');
  if (!existsSync(file)) return 0;
  const db = new SqliteDatabase(file, { readonly: true, timeout: 5_000 });
  try {
    return db.prepare<[], number>('SELECT count(*) FROM jobs').pluck().get() ?? 0;
  } catch {
    return 0; // the queue has not made its table yet
  } finally {
    db.close();
  }
}

async function measureFanout(server: ChildServer, seeded: Seeded, push: LocalPushService, options: NationalOptions, log: (line: string) => void) {
  const { url } = server;
  const before = push.received().count;
  log(`national: publishing a new question to ${seeded.userIds.length.toLocaleString('en-ZA')} users`);
  // The server's own memory before the publish, beside the peak: what the fan-out adds is the difference.
  const fanoutStartRssMb = processMemory(server.process.pid!)?.rssMb ?? null;
  const memory = sampleMemory(server.process.pid!);
  const started = performance.now();
  const published = await fetch(`${url}/api/admin/questions/${seeded.draftQuestionId}/publish`, {
    method: 'POST',
    headers: asUser(seeded, seeded.adminId),
  });
  if (!published.ok) throw new Error(`publish answered ${published.status}: ${await published.text()}`);
  const limit = started + 600_000;
  while (deliveryJobs(seeded.dataDir) < seeded.userIds.length) {
    if (performance.now() > limit) throw new Error('The fan-out did not queue every delivery within 10 minutes');
    await sleep(100);
  }
  const fanoutQueuedSeconds = secondsSince(started);
  const fanoutPeakRssMb = memory.stop();
  log(`national: every delivery job queued after ${fanoutQueuedSeconds.toFixed(1)} s; server RSS ${Math.round(fanoutStartRssMb ?? 0)} MB before the publish, ${Math.round(fanoutPeakRssMb)} MB at most`);

  // Deliveries for a while, counted where they arrive: the rate, not the whole send, which at 500,000 takes long.
  const window = options.quick ? 3_000 : 20_000;
  const windowStart = performance.now();
  const counted = push.received().count;
  while (performance.now() - windowStart < window && push.received().count - before < seeded.userIds.length) await sleep(100);
  const delivered = push.received().count - counted;
  const deliveriesPerSecond = delivered / secondsSince(windowStart);
  return { fanoutQueuedSeconds, fanoutPeakRssMb, deliveriesPerSecond };
}

/**
 * The embedded queue (a queue file of its own, like the deliveries') running jobs that do nothing, as many at a time
 * as the notifier runs deliveries: what the queue alone allows, beside which the deliveries' rate is read.
 */
async function measureNoopJobs(count: number): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'iec-bets-bench-noop-'));
  const queue = createInProcessJobQueue<{ index: number }>({ name: 'noop', file: join(dir, 'jobs-noop.sqlite') });
  try {
    for (let start = 0; start < count; start += 1000) {
      await queue.add(Array.from({ length: Math.min(1000, count - start) }, (_, offset) => ({ id: `noop-${start + offset}`, data: { index: start + offset } })));
    }
    let done = 0;
    let finish!: () => void;
    const allDone = new Promise<void>((resolve) => (finish = resolve));
    const started = performance.now();
    const worker = queue.work(
      async () => {
        if (++done === count) finish();
      },
      { concurrency: DELIVERY_CONCURRENCY },
    );
    await allDone;
    const seconds = secondsSince(started);
    await worker.close();
    return count / seconds;
  } finally {
    await queue.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
