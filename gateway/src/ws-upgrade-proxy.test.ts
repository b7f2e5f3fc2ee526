import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { buildGateway } from './build-gateway.js';

/**
 * A real WebSocket server standing in for the query-service: it refuses a foreign Origin with 403 as the
 * query-service does, greets each client with the handshake headers it saw, echoes what it is sent, and closes
 * with 4000 when told to.
 */
function upstreamFeed(): Server {
  const wss = new WebSocketServer({ noServer: true });
  const server = createServer((_request, response) => response.writeHead(404).end());
  server.on('upgrade', (request, socket, head) => {
    if (request.headers.origin === 'https://evil.example') {
      const body = JSON.stringify({ error: 'Cross-site request refused', statusCode: 403 });
      socket.end(`HTTP/1.1 403 Forbidden\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      const seen: IncomingHttpHeaders = request.headers;
      ws.send(JSON.stringify({ url: request.url, host: seen.host, origin: seen.origin ?? null, forwardedFor: seen['x-forwarded-for'] }));
      ws.on('message', (data) => (data.toString() === 'bye' ? ws.close(4000, 'bye') : ws.send(data.toString())));
    });
  });
  return server;
}

function listening(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    }),
  );
}

/** Opens a client through the gateway; resolves once open with its first message, or with the refusal's status. */
function connect(url: string, origin?: string): Promise<{ socket: WebSocket; greeting: Record<string, unknown> } | { status: number }> {
  const socket = new WebSocket(url, origin ? { origin } : {});
  return new Promise((resolve, reject) => {
    socket.once('message', (data) => resolve({ socket, greeting: JSON.parse(data.toString()) }));
    socket.once('unexpected-response', (_request, response) => {
      resolve({ status: response.statusCode ?? 0 });
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

describe('the gateway for /ws', () => {
  let upstream: Server;
  let gateway: FastifyInstance;
  let gatewayHost: string;

  beforeAll(async () => {
    upstream = upstreamFeed();
    const upstreamPort = await listening(upstream);
    const clientDir = mkdtempSync(join(tmpdir(), 'client-'));
    gateway = await buildGateway({ commandServiceUrl: 'http://127.0.0.1:9', queryServiceUrl: `http://127.0.0.1:${upstreamPort}`, clientDir });
    gatewayHost = new URL(await gateway.listen({ port: 0, host: '127.0.0.1' })).host;
  });

  afterAll(async () => {
    await gateway.close();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it("relays the handshake with the browser's Host and Origin, then messages both ways and the close code", async () => {
    const opened = await connect(`ws://${gatewayHost}/ws?v=1`, `http://${gatewayHost}`);
    if (!('socket' in opened)) throw new Error(`refused with ${opened.status}`);
    expect(opened.greeting).toEqual({ url: '/ws?v=1', host: gatewayHost, origin: `http://${gatewayHost}`, forwardedFor: '127.0.0.1' });

    const echoed = new Promise((resolve) => opened.socket.once('message', (data) => resolve(data.toString())));
    opened.socket.send('hello');
    expect(await echoed).toBe('hello');
    const closed = new Promise((resolve) => opened.socket.once('close', (code) => resolve(code)));
    opened.socket.send('bye');
    expect(await closed).toBe(4000);
  });

  it("passes the query-service's refusal on to the browser, and refuses other upgrade paths itself", async () => {
    expect(await connect(`ws://${gatewayHost}/ws`, 'https://evil.example')).toEqual({ status: 403 });
    expect(await connect(`ws://${gatewayHost}/elsewhere`)).toEqual({ status: 404 });
  });

  it('answers 502 when no query-service takes the handshake', async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'client-'));
    const orphan = await buildGateway({ commandServiceUrl: 'http://127.0.0.1:9', queryServiceUrl: 'http://127.0.0.1:9', clientDir });
    const host = new URL(await orphan.listen({ port: 0, host: '127.0.0.1' })).host;
    try {
      expect(await connect(`ws://${host}/ws`)).toEqual({ status: 502 });
    } finally {
      await orphan.close();
    }
  });

  it('cuts open tunnels when it shuts down instead of waiting for the browsers to leave', async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'client-'));
    const upstreamPort = (upstream.address() as { port: number }).port;
    const second = await buildGateway({ commandServiceUrl: 'http://127.0.0.1:9', queryServiceUrl: `http://127.0.0.1:${upstreamPort}`, clientDir });
    const host = new URL(await second.listen({ port: 0, host: '127.0.0.1' })).host;
    const opened = await connect(`ws://${host}/ws`);
    if (!('socket' in opened)) throw new Error(`refused with ${opened.status}`);
    const closed = new Promise((resolve) => opened.socket.once('close', resolve));

    const started = Date.now();
    await second.close();
    await closed;
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
