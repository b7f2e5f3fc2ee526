// @vitest-environment node
// The feed is plain WebSocket code; it runs in Node against the `ws` client, which has the browser's interface.
import type { RealtimeMessage } from '@iec-bets/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket as NodeWebSocket, WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import { connectRealtime, MAX_REFETCH_SPREAD_MS, realtimeUrl } from './realtime-socket';

const WebSocketImpl = NodeWebSocket as unknown as typeof WebSocket;

async function startFeed() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('unexpected address');
  const sockets: ServerSocket[] = [];
  server.on('connection', (socket) => sockets.push(socket));
  const connections = (count: number) => vi.waitFor(() => expect(sockets).toHaveLength(count), { timeout: 5_000 });
  return { server, sockets, connections, url: `ws://127.0.0.1:${address.port}/ws` };
}

describe('the real-time feed', () => {
  let stop: (() => void)[] = [];
  afterEach(() => {
    stop.forEach((fn) => fn());
    stop = [];
  });

  it('addresses /ws on the page host, secure when the page is', () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws');
    expect(realtimeUrl({ protocol: 'https:', host: 'iecbets.co.za' })).toBe('wss://iecbets.co.za/ws');
  });

  it('hands on the messages it understands, with their positions, and ignores the rest', async () => {
    const feed = await startFeed();
    const received: Array<[RealtimeMessage, number | undefined, number]> = [];
    const connection = connectRealtime({
      url: feed.url,
      onMessage: (message, position, refetchWithinMs) => received.push([message, position, refetchWithinMs]),
      WebSocketImpl,
    });
    stop.push(() => connection.close(), () => feed.server.close());
    await feed.connections(1);

    feed.sockets[0]!.send('not json');
    feed.sockets[0]!.send(JSON.stringify({ type: 'poll-opened', questionId: 'q-1' }));
    feed.sockets[0]!.send(JSON.stringify({ type: 'new-question', questionId: 'q-1', questionText: 'Will the budget pass', position: 41, refetchWithinMs: 2_500 }));
    // A spread past the client's limit keeps a player waiting no longer than the limit.
    feed.sockets[0]!.send(JSON.stringify({ type: 'new-question', questionId: 'q-2', questionText: 'Will it rain', position: 42, refetchWithinMs: 3_600_000 }));
    // From a server that sends no positions, nor spreads.
    feed.sockets[0]!.send(JSON.stringify({ type: 'friends-changed' }));

    await vi.waitFor(() =>
      expect(received).toEqual([
        [{ type: 'new-question', questionId: 'q-1', questionText: 'Will the budget pass' }, 41, 2_500],
        [{ type: 'new-question', questionId: 'q-2', questionText: 'Will it rain' }, 42, MAX_REFETCH_SPREAD_MS],
        [{ type: 'friends-changed' }, undefined, 0],
      ]),
    );
  });

  it('hands on each hello, the first and those a server sends as it listens again, and takes no malformed one for a hello or a message', async () => {
    const feed = await startFeed();
    const opened: Array<number | null> = [];
    const received: RealtimeMessage[] = [];
    const connection = connectRealtime({ url: feed.url, onOpen: (position) => opened.push(position), onMessage: (message) => received.push(message), WebSocketImpl });
    stop.push(() => connection.close(), () => feed.server.close());
    await feed.connections(1);

    for (const hello of [{ type: 'hello', position: 12 }, { type: 'hello', position: null }, { type: 'hello', position: -1 }, { type: 'hello', position: '12' }, { type: 'hello' }]) {
      feed.sockets[0]!.send(JSON.stringify(hello));
    }
    feed.sockets[0]!.send(JSON.stringify({ type: 'friends-changed', position: 13 }));

    await vi.waitFor(() => expect(received).toEqual([{ type: 'friends-changed' }]));
    expect(opened).toEqual([12, null]);

    feed.sockets[0]!.send(JSON.stringify({ type: 'hello', position: 30 }));
    await vi.waitFor(() => expect(opened).toEqual([12, null, 30]));
  });

  it('counts a connection to a server that sends no hello as opened at an unknown position, at its first message or after a wait', async () => {
    const feed = await startFeed();
    const opened: Array<number | null> = [];
    const connection = connectRealtime({ url: feed.url, onOpen: (position) => opened.push(position), onMessage: () => {}, helloWaitMs: 300, WebSocketImpl });
    stop.push(() => connection.close(), () => feed.server.close());
    await feed.connections(1);
    await vi.waitFor(() => expect(opened).toEqual([null]));

    const other = await startFeed();
    const openedAtMessage: Array<number | null> = [];
    const received: RealtimeMessage[] = [];
    const second = connectRealtime({
      url: other.url,
      onOpen: (position) => openedAtMessage.push(position),
      onMessage: (message) => received.push(message),
      helloWaitMs: 60_000,
      WebSocketImpl,
    });
    stop.push(() => second.close(), () => other.server.close());
    await other.connections(1);
    other.sockets[0]!.send(JSON.stringify({ type: 'friends-changed' }));
    await vi.waitFor(() => expect(received).toEqual([{ type: 'friends-changed' }]));
    expect(openedAtMessage).toEqual([null]);
  });

  it('reconnects 3 s after the server closes the connection, and not after it is closed itself; tells each close and hello', async () => {
    const feed = await startFeed();
    feed.server.on('connection', (socket) => socket.send(JSON.stringify({ type: 'hello', position: 40 + feed.sockets.length })));
    const told: string[] = [];
    const connection = connectRealtime({
      url: feed.url,
      onMessage: () => {},
      onOpen: (position) => told.push(`open ${position}`),
      onClose: () => told.push('close'),
      WebSocketImpl,
    });
    stop.push(() => feed.server.close());
    await feed.connections(1);
    await vi.waitFor(() => expect(told).toEqual(['open 41']));

    const closedAt = Date.now();
    feed.sockets[0]!.close();
    await feed.connections(2);
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(2_900);
    await vi.waitFor(() => expect(told).toEqual(['open 41', 'close', 'open 42']));

    connection.close();
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(feed.sockets).toHaveLength(2);
    // Its own close is told once, at once; nothing after it.
    expect(told).toEqual(['open 41', 'close', 'open 42', 'close']);
  });
});
