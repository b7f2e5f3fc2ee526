import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { RealtimeHub, type RealtimeSettings } from './realtime-hub.js';

/** A hub behind a plain `ws` server, each connection added as the query-service adds it. */
async function startHub(settings: Partial<RealtimeSettings> = {}) {
  const hub = new RealtimeHub(settings);
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  server.on('connection', (socket, request) => hub.add(socket, request.headers['x-user'] ? String(request.headers['x-user']) : null));
  const { port } = server.address() as { port: number };
  const clients: WebSocket[] = [];
  /** A client whose frames are collected, once the hub has added it. */
  async function connect(userId?: string) {
    const socket = new WebSocket(`ws://127.0.0.1:${port}`, userId ? { headers: { 'x-user': userId } } : {});
    clients.push(socket);
    const frames: unknown[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(String(data))));
    await new Promise((resolve) => socket.once('open', resolve));
    await expect.poll(() => hub.clientCount).toBeGreaterThanOrEqual(clients.length);
    return frames;
  }
  return {
    hub,
    connect,
    close: async () => {
      for (const client of clients) client.terminate();
      await hub.shutdown();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('the hub of a replica that is starting', () => {
  let stop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await stop?.();
    stop = undefined;
  });

  it('holds the hello of a page that connects before it listens, and sends it with the position once it does', async () => {
    const { hub, connect, close } = await startHub();
    stop = close;
    const early = await connect();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(early).toEqual([]);

    hub.listeningFrom(40, 0);
    await expect.poll(() => early).toEqual([{ type: 'hello', position: 40 }]);
    const late = await connect();
    await expect.poll(() => late).toEqual([{ type: 'hello', position: 40 }]);
  });

  it('says null at once once it has listened and then lost its notice bus, since messages are being lost', async () => {
    const { hub, connect, close } = await startHub();
    stop = close;
    hub.listeningFrom(40, 0);
    hub.notListening();
    const during = await connect();
    await expect.poll(() => during).toEqual([{ type: 'hello', position: null }]);
  });

  it('tells a page what it missed while its notice bus was away before the messages heard since it came back', async () => {
    const { hub, connect, close } = await startHub();
    stop = close;
    hub.listeningFrom(40, 0);
    const page = await connect('u1');
    hub.notListening();
    // Away: a friend request for u1 at 100 goes by unheard. Back: a resolution at 110 is heard at once, and one at
    // 111 after the hub has read where the messages stand (110 for everyone, 100 for one person).
    const resolved = { type: 'question-resolved', questionId: 'q1', questionText: 'Will it?', correctOptionId: 'yes', correctOptionText: 'Yes' } as const;
    hub.broadcast(resolved, 110);
    hub.broadcast({ ...resolved, questionId: 'q2' }, 111);
    hub.listeningFrom(110, 100);

    // The hello first: the page's 40 is behind it, so it reads again. Had the resolution at 110 come first, the page
    // would count everything up to 110 as heard, the friend request among it.
    await expect.poll(() => page).toEqual([
      { type: 'hello', position: 40 },
      { type: 'hello', position: 110 },
      { ...resolved, questionId: 'q2', position: 111, refetchWithinMs: 1 },
    ]);
  });

  it('sends a held hello as null before a message heard before it listened: what went before it is unknown', async () => {
    const { hub, connect, close } = await startHub();
    stop = close;
    const early = await connect();
    hub.broadcast({ type: 'friends-changed' }, 41);
    await expect.poll(() => early).toEqual([
      { type: 'hello', position: null },
      { type: 'friends-changed', position: 41, refetchWithinMs: 1 },
    ]);
  });
});

describe("the hub's word on spreading the reads a message calls for", () => {
  let stop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await stop?.();
    stop = undefined;
  });

  const resolved = { type: 'question-resolved', questionId: 'q1', questionText: 'Will it?', correctOptionId: 'yes', correctOptionText: 'Yes' } as const;

  it('asks the clients of a message for everyone to spread their reads over their number at the rate a replica serves', async () => {
    const { hub, connect, close } = await startHub({ refetchClientsPerSecond: 2, maxRefetchSpreadMs: 10_000 });
    stop = close;
    hub.listeningFrom(0, 0);
    const clients = [await connect(), await connect(), await connect()];

    hub.broadcast(resolved, 7);

    // Three clients at two a second: over 1.5 s.
    for (const frames of clients) await expect.poll(() => frames.at(-1)).toEqual({ ...resolved, position: 7, refetchWithinMs: 1_500 });
  });

  it('asks no wider a spread than its limit, and none for a message meant for one person', async () => {
    const { hub, connect, close } = await startHub({ refetchClientsPerSecond: 1, maxRefetchSpreadMs: 2_000 });
    stop = close;
    hub.listeningFrom(0, 0);
    const sipho = await connect('sipho');
    await connect();
    await connect();

    hub.broadcast(resolved, 7);
    await expect.poll(() => sipho.at(-1)).toEqual({ ...resolved, position: 7, refetchWithinMs: 2_000 });
    hub.broadcast({ type: 'friends-changed' }, 8, ['sipho']);
    await expect.poll(() => sipho.at(-1)).toEqual({ type: 'friends-changed', position: 8 });
  });
});
