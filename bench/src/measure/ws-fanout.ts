import { streams } from '@iec-bets/contracts';
import { type EventStore, freePort, loadConfig, openStores, SESSION_COOKIE } from '@iec-bets/platform';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { seedPlayers, seedSessions } from '../seed/seed-log.js';
import { type ChildServer, startChildServer } from '../servers/child-server.js';

export interface FanoutFigure {
  clients: number;
  rounds: number;
  /** Time from the trigger to the last client receiving the message. */
  p50Ms: number;
  maxMs: number;
}

export interface FanoutResult {
  /** A bare `ws` server broadcasting one message (POST /broadcast) to the same clients. */
  bare: FanoutFigure[];
  /** `iec-bets start`: an admin publishes a question; the projector commits it and the query-service fans it out. */
  server: FanoutFigure[];
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** Handshakes in flight at once while the clients connect: more only overflows the listen backlog. */
const CONNECT_CONCURRENCY = 200;
const ROUND_TIMEOUT_MS = 30_000;
const WARM_UP_ROUNDS = 2;

/** N /ws clients in this process; each round waits for the message carrying that round's marker to reach all. */
class FeedClients {
  private readonly sockets: WebSocket[] = [];
  private round: { marker: string; remaining: number; done: (at: number) => void } | undefined;

  static async open(url: string, count: number): Promise<FeedClients> {
    const clients = new FeedClients();
    try {
      for (let opened = 0; opened < count; opened += CONNECT_CONCURRENCY) {
        const batch = Math.min(CONNECT_CONCURRENCY, count - opened);
        await Promise.all(Array.from({ length: batch }, () => clients.connect(url)));
      }
    } catch (error) {
      clients.close();
      throw error;
    }
    return clients;
  }

  private connect(url: string): Promise<void> {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    this.sockets.push(socket);
    socket.on('message', (data: Buffer) => {
      const round = this.round;
      if (!round || data.indexOf(round.marker) === -1) return;
      if (--round.remaining === 0) round.done(performance.now());
    });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
  }

  /** Runs `trigger` and resolves with the milliseconds until every client has the message containing `marker`. */
  async fanout(marker: string, trigger: () => Promise<void>): Promise<number> {
    let timer: NodeJS.Timeout | undefined;
    const allReceived = new Promise<number>((resolve, reject) => {
      this.round = { marker, remaining: this.sockets.length, done: resolve };
      timer = setTimeout(() => reject(new Error(`${this.round?.remaining} of ${this.sockets.length} clients got no message`)), ROUND_TIMEOUT_MS);
    });
    const started = performance.now();
    try {
      await trigger();
      return (await allReceived) - started;
    } finally {
      clearTimeout(timer);
      this.round = undefined;
    }
  }

  close(): void {
    for (const socket of this.sockets) socket.terminate();
  }
}

function figure(clients: number, times: number[]): FanoutFigure {
  const sorted = [...times].sort((a, b) => a - b);
  return { clients, rounds: times.length, p50Ms: sorted[Math.floor((sorted.length - 1) / 2)]!, maxMs: sorted.at(-1)! };
}

/** Connects `clients` feed clients, runs warm-up and measured rounds, and disconnects them. */
async function measureRounds(wsUrl: string, clients: number, rounds: number, trigger: (round: number) => { marker: string; send: () => Promise<void> }) {
  const feed = await FeedClients.open(wsUrl, clients);
  try {
    const times: number[] = [];
    for (let round = 0; round < WARM_UP_ROUNDS + rounds; round++) {
      const { marker, send } = trigger(round);
      const took = await feed.fanout(marker, send);
      if (round >= WARM_UP_ROUNDS) times.push(took);
    }
    return figure(clients, times);
  } finally {
    feed.close();
  }
}

async function expectOk(response: Response): Promise<void> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
}

async function measureBare(clientCounts: number[], rounds: number): Promise<FanoutFigure[]> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const bare = await startChildServer({ script: here('../servers/bare-ws-server.js'), env: { PORT: String(port) }, url, healthPath: '/health' });
  try {
    const figures: FanoutFigure[] = [];
    for (const clients of clientCounts) {
      figures.push(
        await measureRounds(`ws://127.0.0.1:${port}/ws`, clients, rounds, () => {
          // The same shape and size as the product's message.
          const questionId = randomUUID();
          const body = JSON.stringify({ type: 'new-question', questionId, questionText: 'Will the bench question come true?' });
          return { marker: questionId, send: async () => expectOk(await fetch(`${url}/broadcast`, { method: 'POST', body })) };
        }),
      );
    }
    return figures;
  } finally {
    await bare.stop();
  }
}

async function seedDrafts(eventStore: EventStore, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const questionId = randomUUID();
    const options = [
      { id: 'yes' as const, text: 'Yes' },
      { id: 'no' as const, text: 'No' },
    ];
    await eventStore.append(
      streams.question(questionId),
      [{ type: 'QuestionDrafted', data: { questionId, text: 'Will the bench question come true?', context: null, date: new Date().toISOString(), options } }],
      { expectedRevision: 'no_stream', metadata: { actorId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() } },
    );
    ids.push(questionId);
  }
  return ids;
}

async function measureServer(clientCounts: number[], rounds: number): Promise<FanoutFigure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'iec-bets-ws-bench-'));
  let server: ChildServer | undefined;
  try {
    const stores = await openStores(loadConfig({ DATA_DIR: dataDir }));
    const [adminId] = await seedPlayers(stores.eventStore, 1, 'wsadmin');
    await stores.eventStore.append(streams.user(adminId!), [{ type: 'AdminGranted', data: { userId: adminId! } }], {
      expectedRevision: 'any',
      metadata: { actorId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() },
    });
    const [admin] = await seedSessions(stores.sessionStore, [adminId!]);
    const drafts = await seedDrafts(stores.eventStore, clientCounts.length * (WARM_UP_ROUNDS + rounds));
    await stores.close();

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    server = await startChildServer({
      script: here('../../../cli/bin/iec-bets.js'),
      args: ['start'],
      env: { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      url,
      healthPath: '/api/health',
    });
    const figures: FanoutFigure[] = [];
    for (const clients of clientCounts) {
      figures.push(
        await measureRounds(`ws://127.0.0.1:${port}/ws`, clients, rounds, () => {
          const questionId = drafts.pop()!;
          const send = async () =>
            expectOk(
              await fetch(`${url}/api/admin/questions/${questionId}/publish`, {
                method: 'POST',
                headers: { cookie: `${SESSION_COOKIE}=${admin!.sessionId}` },
              }),
            );
          return { marker: questionId, send };
        }),
      );
    }
    return figures;
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The /ws fan-out: from the admin's publish command (the `QuestionPublished` append) to the last of N connected
 * clients receiving `new-question`, beside a bare `ws` server broadcasting one message to as many clients. The
 * clients live in this process (mind `ulimit -n`: N sockets here, N in the server).
 */
export async function measureWsFanout(options: { clientCounts: number[]; rounds: number }): Promise<FanoutResult> {
  const limit = descriptorLimit();
  const clientCounts = options.clientCounts.filter((count) => count + DESCRIPTOR_MARGIN <= limit);
  const skipped = options.clientCounts.filter((count) => !clientCounts.includes(count));
  if (skipped.length > 0) console.warn(`/ws fan-out: skipping ${skipped.join(', ')} clients, over the descriptor limit of ${limit} (ulimit -n)`);
  const bare = await measureBare(clientCounts, options.rounds);
  const server = await measureServer(clientCounts, options.rounds);
  return { bare, server };
}

/** Descriptors a process may keep beside its sockets: files, pipes, the event loop's own. */
const DESCRIPTOR_MARGIN = 200;

/** How many descriptors a process of this benchmark may open (Node raises its own limit to the hard one). */
function descriptorLimit(): number {
  const answer = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
  return answer === 'unlimited' ? Number.POSITIVE_INFINITY : Number(answer);
}
