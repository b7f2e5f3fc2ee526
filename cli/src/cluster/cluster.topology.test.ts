import type { PublicResults, RealtimeMessage } from '@iec-bets/contracts';
import { connectFeed, createPushSubscriber, type FeedClient, type PushSubscriber, runCli } from '@iec-bets/testing';
import { DELIVERY_CONCURRENCY } from '@iec-bets/notifier';
import { SqliteDatabase } from '@iec-bets/platform';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClusterProcess, startClusterProcess } from '../test-support/cluster-process.js';
import { HttpSession } from '../test-support/http-session.js';
import { type LocalPushService, startLocalPushService } from '../test-support/local-push-service.js';

/**
 * `npm run cluster` as someone would run it: every service its own process behind nginx, sharing one DATA_DIR and
 * one Redis. Everything goes through the nginx entry only, as a browser's requests would.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'iec-cluster-'));
const LOGINS_PER_MINUTE = 10;
let cluster: ClusterProcess;
let entry: string;
let admin: HttpSession;
let loginsSoFar = 0;
const voters: HttpSession[] = [];
const voterIds: string[] = [];
let pushService: LocalPushService;

beforeAll(async () => {
  pushService = await startLocalPushService({ delayMs: 15 });
  cluster = await startClusterProcess(dataDir, {
    // The notifier speaks https to push services only; it trusts the local one's certificate.
    NODE_EXTRA_CA_CERTS: pushService.certificateFile,
    // ...and may send to it, as to the browsers' own push services; the command-services accept subscriptions there.
    PUSH_SERVICE_HOSTS: new URL(pushService.origin).host,
    // 200 voters sign up from one address in this test; the login limit stays low to be tested.
    RATE_LIMIT_SIGNUP_PER_HOUR: '1000',
    RATE_LIMIT_LOGIN_PER_MINUTE: String(LOGINS_PER_MINUTE),
    // A killed notifier's jobs come back within about twice this, not a minute.
    NOTIFIER_JOB_LOCK_SECONDS: '5',
  });
  entry = cluster.entry;
}, 90_000);

afterAll(async () => {
  await cluster?.stop();
  await pushService?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Opens /ws on the entry as a page of `origin` would; resolves once it is open and its hello is in. */
const openFeed = (origin: string) => connectFeed(`${entry.replace(/^http/, 'ws')}/ws`, { origin });

/** The messages a feed heard after its hello, as the product's messages. */
const heardBy = (feed: FeedClient) => feed.received as RealtimeMessage[];

async function answer(voter: HttpSession, questionId: string, optionId: string) {
  return voter.json<unknown>('POST', '/api/answers', { questionId, optionId });
}

async function resultsAfter(position: number, questionId: string): Promise<PublicResults> {
  const response = await fetch(`${entry}/api/questions/${questionId}/public-results`, {
    headers: { 'x-min-position': String(position) },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as PublicResults;
}

const votesFor = (results: PublicResults, optionId: string) => results.results.find((result) => result.optionId === optionId)?.votes;

/** The pid cluster.json lists for the first process of `role`. */
function pidOf(role: string, index = 0): number {
  const pid = cluster.processes().filter((entry) => entry.role === role)[index]?.pid;
  if (pid === undefined) throw new Error(`cluster.json lists no ${role}`);
  return pid;
}

/** The pid of the projector that holds the projector lease, as its holder name in the read models' file says. */
function activeProjectorPid(): number | undefined {
  const db = new SqliteDatabase(join(dataDir, 'read-models.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const lease = db.prepare('SELECT holder, expires_at AS expiresAt FROM leases WHERE name = ?').get('projector') as
      | { holder: string; expiresAt: number }
      | undefined;
    if (!lease || lease.expiresAt <= Date.now()) return undefined;
    return Number(/^projector@[^:]*:(\d+):/.exec(lease.holder)?.[1]);
  } finally {
    db.close();
  }
}

describe.sequential('the distributed topology, through its nginx entry only', () => {
  let firstQuestion: string;

  it('lists every process in cluster.json and serves the web client', async () => {
    const roles = cluster.processes().map((entry) => entry.role).sort();
    expect(roles).toEqual([
      'command-service',
      'command-service',
      'nginx',
      'notifier',
      'projector',
      'projector',
      'query-service',
      'query-service',
      'redis',
    ]);
    const page = await fetch(`${entry}/leaderboard`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    // The build's brotli copies go out as they are (Debian's brotli_static module, which CI installs).
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${entry}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('signs a browser up and in with the entry as its Origin, refuses another site, and lets an admin publish to /ws', async () => {
    admin = new HttpSession(entry, { origin: entry });
    await admin.signUp('cluster_admin');
    await admin.logIn('cluster_admin');
    loginsSoFar += 1;
    const elsewhere = new HttpSession(entry, { origin: 'https://evil.example' });
    const refused = await elsewhere.json<{ error: string }>('POST', '/api/auth/signup', {
      username: 'cross_site',
      password: 'correct horse battery',
      name: 'Cross Site',
    });
    expect(refused).toMatchObject({ status: 403, body: { error: 'Cross-site request refused' } });

    await runCli(['grant-admin', 'cluster_admin'], { DATA_DIR: dataDir });
    // Two pages, which nginx may hand to different query-services: each hears the publication.
    const feeds = [await openFeed(entry), await openFeed(entry)];
    firstQuestion = await admin.publishQuestion('Will the cluster count every vote?');
    for (const feed of feeds) {
      await expect.poll(() => heardBy(feed), { timeout: 10_000 }).toEqual([
        {
          type: 'new-question',
          questionId: firstQuestion,
          questionText: 'Will the cluster count every vote?',
          position: expect.any(Number),
          refetchWithinMs: expect.any(Number),
        },
      ]);
      feed.socket.close();
    }

    // Whichever query-service renders it, a page names its signed-in user, and a visitor's landing page arrives
    // with today's question already in its markup.
    const page = await admin.request('GET', '/leaderboard');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const session = /<script type="application\/json" id="iec-bets-session">(.*?)<\/script>/.exec(await page.text())?.[1];
    expect(JSON.parse(session ?? 'undefined')).toMatchObject({ username: 'cluster_admin', isAdmin: true });
    const landing = await (await fetch(`${entry}/`)).text();
    expect(landing).toContain('<script type="application/json" id="iec-bets-session">null</script>');
    expect(/<div id="root">(.*?)<\/div><script/s.exec(landing)?.[1]).toContain('Will the cluster count every vote?');
  });

  it('takes 200 answers at once and shows them all to a read that asks for its own write', async () => {
    const signUps = Array.from({ length: 200 }, (_, index) => {
      const voter = new HttpSession(entry, { origin: entry });
      voters.push(voter);
      return voter.signUp(`cluster_voter_${index}`);
    });
    voterIds.push(...(await Promise.all(signUps)).map((user) => user.id));
    const answered = await Promise.all(voters.map((voter, index) => answer(voter, firstQuestion, index % 4 === 0 ? 'no' : 'yes')));
    expect(answered.map((response) => response.status)).toEqual(voters.map(() => 201));
    const lastPosition = Math.max(...answered.map((response) => Number(response.headers.get('x-position'))));
    const results = await resultsAfter(lastPosition, firstQuestion);
    expect(results.totalVotes).toBe(200);
    expect(votesFor(results, 'yes')).toBe(150);
    expect(votesFor(results, 'no')).toBe(50);
  });

  it('tells /ws clients on the entry that a question was resolved', async () => {
    const feed = await openFeed(entry);
    const resolved = await admin.json('PUT', `/api/admin/questions/${firstQuestion}/resolve`, {
      correctOptionId: 'yes',
      resolutionSummary: 'Every vote was counted.',
    });
    expect(resolved.status).toBe(200);
    await expect.poll(() => heardBy(feed).map((message) => message.type), { timeout: 10_000 }).toEqual(['question-resolved']);
    expect(heardBy(feed)[0]).toMatchObject({ questionId: firstQuestion, correctOptionId: 'yes' });
    feed.socket.close();
  });

  it('keeps reading and writing while a command-service and a query-service are killed, and counts each vote once', async () => {
    const questionId = await admin.publishQuestion('Will the cluster survive a crash?');
    const killed = { command: pidOf('command-service'), query: pidOf('query-service') };
    const readStatuses: number[] = [];
    let reading = true;
    const readers = Array.from({ length: 4 }, async () => {
      while (reading) {
        const response = await fetch(`${entry}/api/questions/today`);
        await response.arrayBuffer();
        readStatuses.push(response.status);
      }
    });

    const writeStatuses: number[] = new Array<number>(voters.length);
    let lastPosition = 0;
    let next = 0;
    let killedAt = -1;
    const writers = Array.from({ length: 8 }, async () => {
      for (let index = next++; index < voters.length; index = next++) {
        if (index === 60) {
          killedAt = index;
          process.kill(killed.command, 'SIGKILL');
          process.kill(killed.query, 'SIGKILL');
        }
        const voter = voters[index];
        if (!voter) continue;
        const response = await answer(voter, questionId, 'yes');
        writeStatuses[index] = response.status;
        lastPosition = Math.max(lastPosition, Number(response.headers.get('x-position') ?? 0));
      }
    });
    try {
      await Promise.all(writers);
    } finally {
      reading = false;
      await Promise.all(readers);
    }

    expect(killedAt).toBe(60);
    // Only requests in flight at the kill may fail: at most one per concurrent client.
    expect(readStatuses.filter((status) => status >= 500).length).toBeLessThanOrEqual(4);
    const failedWrites = writeStatuses.flatMap((status, index) => (status === 201 ? [] : [{ status, index }]));
    expect(failedWrites.length).toBeLessThanOrEqual(8);
    for (const failed of failedWrites) expect(failed.status).toBe(503);
    // After the kill, writes go on at the other command-service: the last 100 all succeeded.
    expect(writeStatuses.slice(-100)).toEqual(new Array(100).fill(201));

    // A write that failed may or may not have been recorded before its service died; sent again, it is either
    // taken now or refused as already answered, and never counted twice.
    for (const failed of failedWrites) {
      const voter = voters[failed.index];
      if (!voter) continue;
      const again = await answer(voter, questionId, 'yes');
      expect([201, 409]).toContain(again.status);
      lastPosition = Math.max(lastPosition, Number(again.headers.get('x-position') ?? 0));
    }
    expect((await resultsAfter(lastPosition, questionId)).totalVotes).toBe(voters.length);

    // Both killed services were started again, and cluster.json says so.
    // The two restarts are independent, so wait for both rather than checking the second the moment the first lands.
    const listedPids = () => cluster.processes().map((entry) => entry.pid);
    await expect.poll(() => [killed.command, killed.query].filter((pid) => listedPids().includes(pid)), { timeout: 10_000 }).toEqual([]);
  });

  it('hands the read models to the standby projector when the active one is killed, and it catches up exactly', async () => {
    const questionId = await admin.publishQuestion('Will the standby take over?');
    const killed = activeProjectorPid();
    expect(cluster.processes().map((entry) => entry.pid)).toContain(killed);
    process.kill(killed!, 'SIGKILL');

    // Answers are taken while no projector writes; once the standby holds the lease, every one of them shows.
    const answered = await Promise.all(voters.slice(0, 100).map((voter, index) => answer(voter, questionId, index % 5 === 0 ? 'no' : 'yes')));
    expect(answered.map((response) => response.status)).toEqual(answered.map(() => 201));
    const lastPosition = Math.max(...answered.map((response) => Number(response.headers.get('x-position'))));
    await expect
      .poll(async () => (await resultsAfter(lastPosition, questionId)).totalVotes, { timeout: 15_000, interval: 500 })
      .toBe(100);
    const results = await resultsAfter(lastPosition, questionId);
    expect([votesFor(results, 'yes'), votesFor(results, 'no')]).toEqual([80, 20]);
    // Whichever took over (the standby, or the killed one started again, whichever asked first once the lease
    // expired) is a running projector of the cluster.
    const running = cluster.processes().filter((entry) => entry.role === 'projector').map((entry) => entry.pid);
    expect(running).not.toContain(killed);
    expect(running).toHaveLength(2);
    expect(running).toContain(activeProjectorPid());
  });

  it('rebuilds the read models with iec-bets replay while answers come in, and loses none of them', async () => {
    const questionId = await admin.publishQuestion('Will a replay lose a vote?');
    let replaying = true;
    const replay = runCli(['replay'], { DATA_DIR: dataDir }).finally(() => (replaying = false));
    // Answers go on, one voter after another, for as long as the replay runs: through its rebuild, its takeover of
    // the projector lease and its swap.
    const answered: Response[] = [];
    const pending = voters.slice(100);
    while (replaying && pending.length > 0) {
      const voter = pending.shift()!;
      const response = await voter.request('POST', '/api/answers', { questionId, optionId: answered.length % 2 === 0 ? 'yes' : 'no' });
      answered.push(response);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await replay).stdout).toMatch(/Rebuilt the read models from \d+ events/);
    expect(answered.length).toBeGreaterThan(10);
    expect(answered.map((response) => response.status)).toEqual(answered.map(() => 201));
    const lastPosition = Math.max(...answered.map((response) => Number(response.headers.get('x-position'))));
    await expect
      .poll(async () => (await resultsAfter(lastPosition, questionId)).totalVotes, { timeout: 15_000, interval: 500 })
      .toBe(answered.length);
    const results = await resultsAfter(lastPosition, questionId);
    expect([votesFor(results, 'yes'), votesFor(results, 'no')]).toEqual([Math.ceil(answered.length / 2), Math.floor(answered.length / 2)]);
    // The first question's count, projected long before the replay, came through the rebuild too.
    expect((await resultsAfter(lastPosition, firstQuestion)).totalVotes).toBe(200);

    const exported = await runCli(['export', '--category', 'answer'], { DATA_DIR: dataDir });
    const answerEvents = exported.stdout.trim().split('\n').map((line) => JSON.parse(line) as { type: string; data: { questionId: string } });
    expect(answerEvents.filter((event) => event.type === 'AnswerSubmitted' && event.data.questionId === questionId)).toHaveLength(answered.length);
  });

  it('alerts 200 browsers exactly once when the notifier is killed while it alerts them', async () => {
    // Every voter turns browser notifications on, with one subscription at the local push service.
    const subscribers: PushSubscriber[] = [];
    for (let start = 0; start < voters.length; start += 50) {
      await Promise.all(
        voters.slice(start, start + 50).map(async (voter, offset) => {
          const index = start + offset;
          const subscriber = createPushSubscriber(`${pushService.origin}/push/voter-${index}`);
          subscribers[index] = subscriber;
          expect((await voter.json('POST', '/api/notifications/subscribe', subscriber.target)).status).toBe(200);
          const settings = await voter.json('PUT', `/api/users/${voterIds[index]}/notifications`, {
            browserNotifications: true,
            emailNotifications: false,
            whatsappNotifications: false,
          });
          expect(settings.status).toBe(200);
        }),
      );
    }

    const questionId = await admin.publishQuestion('Will every browser hear of this once?');
    await expect.poll(() => pushService.received.length, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(20);
    const killed = pidOf('notifier');
    process.kill(killed, 'SIGKILL');

    // The notifier is started again, and the jobs the killed one held come back to it once their locks expire: within
    // about twice NOTIFIER_JOB_LOCK_SECONDS (5 here), where BullMQ's own 30 s lock and stall check would take a minute.
    const paths = subscribers.map((_, index) => `/push/voter-${index}`);
    await expect
      .poll(() => paths.filter((path) => pushService.heldFor(path).length === 0).length, { timeout: 30_000, interval: 500 })
      .toBe(0);
    expect(pidOf('notifier')).not.toBe(killed);
    // Sent twice, at most, are the deliveries in flight at the kill (the notifier's delivery concurrency at a time):
    // sent, but not yet marked sent.
    const sends = paths.map((path) => pushService.received.filter((push) => push.path === path).length);
    expect(Math.max(...sends)).toBeLessThanOrEqual(2);
    expect(sends.filter((count) => count === 2).length).toBeLessThanOrEqual(DELIVERY_CONCURRENCY);
    // And those share their Topic, so the push service keeps one copy for the browser.
    for (const [index, path] of paths.entries()) {
      const held = pushService.heldFor(path);
      expect(held, path).toHaveLength(1);
      const message = JSON.parse(subscribers[index]!.decrypt(held[0]!).toString('utf8')) as { tag: string; body: string };
      expect(message).toMatchObject({ tag: `question-${questionId}`, body: expect.stringContaining('Will every browser hear of this once?') });
    }
  }, 90_000);

  it('holds the login limit across both command-services, whatever X-Forwarded-For a client sends', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LOGINS_PER_MINUTE + 2; attempt++) {
      const response = await fetch(`${entry}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: entry, 'x-forwarded-for': `203.0.113.${attempt + 1}` },
        body: JSON.stringify({ username: 'cluster_admin', password: 'not the password' }),
      });
      statuses.push(response.status);
    }
    // Counted once across both replicas: ten attempts a minute in all (one of them possibly the admin's earlier
    // login, if it is still in this minute's window), where counters per replica would allow about twenty, and a
    // forged X-Forwarded-For that was believed would never be limited.
    const allowed = statuses.indexOf(429);
    expect(allowed).toBeGreaterThanOrEqual(LOGINS_PER_MINUTE - loginsSoFar);
    expect(allowed).toBeLessThanOrEqual(LOGINS_PER_MINUTE);
    expect(statuses.slice(0, allowed).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(allowed).every((status) => status === 429)).toBe(true);
  });
});
