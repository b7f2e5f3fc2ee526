import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { RealtimeHub } from './realtime-hub.js';

/** A hub behind a plain `ws` server, each connection added as the query-service adds it. */
async function startHub() {
  const hub = new RealtimeHub();
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  server.on('connection', (socket) => hub.add(socket));
  const { port } = server.address() as { port: number };
  const clients: WebSocket[] = [];
  /** A client whose frames are collected, once the hub has added it. */
  async function connect() {
    const socket = new WebSocket(`ws://127.0.0.1:${port}`);
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

  it('sends a held hello as null before a message heard before it listened: what went before it is unknown', async () => {
    const { hub, connect, close } = await startHub();
    stop = close;
    const early = await connect();
    hub.broadcast({ type: 'friends-changed' }, 41);
    await expect.poll(() => early).toEqual([{ type: 'hello', position: null }, { type: 'friends-changed', position: 41 }]);
  });
});
