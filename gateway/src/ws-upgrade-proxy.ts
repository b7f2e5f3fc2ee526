import type { FastifyInstance } from 'fastify';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** The status line and headers of an upstream answer, as they go back to the browser. */
function responseHead(response: IncomingMessage): string {
  let head = `HTTP/1.1 ${response.statusCode ?? 502} ${response.statusMessage ?? ''}\r\n`;
  for (let i = 0; i < response.rawHeaders.length; i += 2) head += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`;
  return `${head}\r\n`;
}

/** Longest wait for the query-service to answer a handshake before the browser gets a 504. */
const HANDSHAKE_TIMEOUT_MS = 10_000;

function refuse(socket: Socket, status: number, message: string): void {
  socket.end(`HTTP/1.1 ${status} ${message}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function forwardedFor(request: IncomingMessage): string {
  const earlier = request.headers['x-forwarded-for'];
  const client = request.socket.remoteAddress ?? '';
  return earlier ? `${Array.isArray(earlier) ? earlier.join(', ') : earlier}, ${client}` : client;
}

/**
 * Relays WebSocket handshakes on `path` to the query-service, then the bytes both ways, untouched. The gateway does
 * not speak WebSocket itself, so nothing of the connection is lost on the way: the query-service sees the browser's
 * Host and Origin (and checks them), its pings and close frames reach the browser, and TCP flow control goes end to
 * end: a browser that stops reading stalls its pipe here without the gateway buffering for it, and the query-service
 * sees its own buffer grow and drops the socket.
 */
export function proxyWebSocketUpgrades(app: FastifyInstance, options: { path: string; upstream: string }): void {
  const upstream = new URL(options.upstream);
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    // A peer that resets the connection ends the tunnel, never the gateway.
    socket.on('error', () => socket.destroy());
  };

  app.server.on('upgrade', (request: IncomingMessage, client: Socket, head: Buffer) => {
    track(client);
    if ((request.url ?? '').split('?')[0] !== options.path) return refuse(client, 404, 'Not Found');

    const handshake = httpRequest({
      // A connection of its own for each tunnel, never a pooled one: a refused handshake's socket is closed by the
      // query-service, and each new connection resolves the name again, spreading browsers over the replicas.
      agent: false,
      host: upstream.hostname,
      port: upstream.port || 80,
      method: 'GET',
      path: request.url,
      headers: {
        ...request.headers,
        'x-forwarded-for': forwardedFor(request),
        'x-forwarded-host': request.headers.host ?? '',
        'x-forwarded-proto': request.headers['x-forwarded-proto'] ?? 'http',
      },
    });
    const timeout = setTimeout(() => {
      handshake.destroy();
      refuse(client, 504, 'Gateway Timeout');
    }, HANDSHAKE_TIMEOUT_MS);
    handshake.once('upgrade', (response, server: Socket, serverHead: Buffer) => {
      clearTimeout(timeout);
      track(server);
      if (client.destroyed) return server.destroy();
      client.write(responseHead(response));
      if (serverHead.length > 0) client.write(serverHead);
      if (head.length > 0) server.write(head);
      for (const socket of [client, server]) socket.setNoDelay(true);
      server.once('close', () => client.destroy());
      client.once('close', () => server.destroy());
      server.pipe(client);
      client.pipe(server);
    });
    // Refused upstream (a foreign Origin gets 403): the browser gets the same answer, and the connection ends.
    handshake.once('response', (response) => {
      clearTimeout(timeout);
      client.write(responseHead(response));
      response.pipe(client);
    });
    handshake.once('error', () => {
      if (!client.writableEnded) refuse(client, 502, 'Bad Gateway');
    });
    client.once('close', () => {
      clearTimeout(timeout);
      handshake.destroy();
    });
    handshake.end();
  });

  // Tunnels are no requests: closing the server would wait for every browser to leave.
  app.addHook('preClose', async () => {
    for (const socket of open) socket.destroy();
  });
}
