import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { Socket } from 'node:net';
import { onTestFinished } from 'vitest';
import { WebSocket } from 'ws';

export interface FeedClient {
  socket: WebSocket;
  /** The connection's first frame, parsed: RealtimeHello. */
  hello: unknown;
  /** Every message received so far after the hello, parsed; later hellos are kept apart, in `laterHellos`. */
  received: unknown[];
  /**
   * The hellos after the first: a replica that could not listen (Redis out of reach) or had not yet listened when the
   * socket opened says hello again once it does (RealtimeHello).
   */
  laterHellos: unknown[];
  /** The next message not taken yet, waiting for it when there is none. */
  nextMessage(timeoutMs?: number): Promise<unknown>;
  /** Resolves with the close code once the connection is closed. */
  closed: Promise<number>;
}

/**
 * A /ws client as a program (or, with `origin`, a browser page) opens it; terminated when the test ends, so it is
 * opened inside a test (Vitest's onTestFinished), not in a hook or at a module's top.
 */
export async function connectFeed(
  wsUrl: string,
  options: { origin?: string; autoPong?: boolean; cookie?: string } = {},
): Promise<FeedClient> {
  const socket = new WebSocket(wsUrl, {
    ...(options.origin ? { origin: options.origin } : {}),
    ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
    autoPong: options.autoPong ?? true,
  });
  onTestFinished(() => socket.terminate());
  const received: unknown[] = [];
  const laterHellos: unknown[] = [];
  let taken = 0;
  let wake: (() => void) | undefined;
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  // Open once the hello is in: the server sends it as the socket joins, before any message. The listener for what
  // follows is added in the same turn as the hello is read: frames that came in one packet are all emitted at once,
  // before an awaiting caller could add it.
  const hello = await new Promise<unknown>((resolve, reject) => {
    socket.once('message', (data) => {
      socket.on('message', (next) => {
        const frame = JSON.parse(next.toString()) as { type?: unknown };
        (frame.type === 'hello' ? laterHellos : received).push(frame);
        wake?.();
      });
      resolve(JSON.parse(data.toString()));
    });
    socket.once('error', reject);
  });
  return {
    socket,
    hello,
    received,
    laterHellos,
    closed,
    async nextMessage(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length <= taken) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No /ws message within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      return received[taken++];
    },
  };
}

/** The status the server answers a /ws handshake with: 101 when it upgrades, else its refusal. */
export async function handshakeStatus(wsUrl: string, origin?: string): Promise<number> {
  const socket = new WebSocket(wsUrl, origin ? { origin } : {});
  try {
    return await new Promise<number>((resolve, reject) => {
      socket.once('open', () => resolve(101));
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.once('error', reject);
    });
  } finally {
    socket.terminate();
  }
}

/**
 * A raw TCP connection that completes the /ws handshake and then does with the socket what the test says: write
 * bytes that are no WebSocket frame, or stop reading altogether like a frozen tab.
 */
export async function upgradedRawSocket(wsUrl: string): Promise<Socket> {
  const url = new URL(wsUrl);
  return new Promise((resolve, reject) => {
    const handshake = request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
      },
    });
    handshake.once('upgrade', (_response, socket) => {
      onTestFinished(() => void socket.destroy());
      resolve(socket);
    });
    handshake.once('response', (response) => reject(new Error(`The handshake was answered ${response.statusCode}`)));
    handshake.once('error', reject);
    handshake.end();
  });
}
