import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

/**
 * A local HTTP server that answers the client's calls the way the real API would for one scene (status, JSON body,
 * headers), so the components run their real fetch code over a real socket. Routes are `METHOD /path` (query string
 * included when the route names one). An unknown route is the server's JSON 404.
 */
export async function startFakeApi() {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += String(chunk)));
    req.on('end', async () => {
      const url = req.url ?? '/';
      const recorded: RecordedRequest = { method: req.method ?? 'GET', path: url, headers: req.headers, body: raw ? JSON.parse(raw) : undefined };
      requests.push(recorded);
      const handler = routes.get(`${recorded.method} ${url}`) ?? routes.get(`${recorded.method} ${url.split('?')[0]}`);
      const reply: Reply = handler
        ? await handler(recorded)
        : { status: 404, body: { error: `No such route: ${recorded.method} ${url}`, statusCode: 404 } };
      const status = reply.status ?? 200;
      res.writeHead(status, { ...(reply.body !== undefined ? { 'content-type': 'application/json' } : {}), ...reply.headers });
      res.end(reply.body !== undefined ? JSON.stringify(reply.body) : undefined);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Answers `METHOD /path` with a fixed reply or a function of the request. */
    on(route: string, reply: Reply | Handler) {
      routes.set(route, typeof reply === 'function' ? reply : () => reply);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakeApi = Awaited<ReturnType<typeof startFakeApi>>;

/** The server's error body (SPEC section 8 / contracts ErrorResponse). */
export const errorReply = (status: number, error: string): Reply => ({ status, body: { error, statusCode: status } });
