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
 * A request's body as the test reads it: a multipart form as its fields (a file as a File, to read its bytes back),
 * anything else as JSON.
 */
async function bodyOf(raw: Buffer, contentType: string | undefined): Promise<unknown> {
  if (raw.length === 0) return undefined;
  if (!contentType?.startsWith('multipart/form-data')) return JSON.parse(raw.toString('utf8'));
  const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
  return Object.fromEntries(form.entries());
}

/**
 * A local HTTP server that answers the client's calls the way the real API would for one scene (status, JSON body,
 * headers), so the components run their real fetch code over a real socket. Routes are `METHOD /path` (query string
 * included when the route names one). An unknown route is the server's JSON 404.
 */
export async function startFakeApi() {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const url = req.url ?? '/';
      const body = await bodyOf(Buffer.concat(chunks), req.headers['content-type']);
      const recorded: RecordedRequest = { method: req.method ?? 'GET', path: url, headers: req.headers, body };
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

/** Every request the fake API has had so far, as `METHOD /path?query` lines, oldest first. */
export const requestLines = (api: FakeApi) => api.requests.map((request) => `${request.method} ${request.path}`);

/** Waits (up to about 2 s) until `condition` holds; on timeout, names the requests made so far. */
export async function waitForRequests(api: FakeApi, condition: () => boolean) {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 200) throw new Error(`Still waiting; asked so far: ${requestLines(api).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The API as a visitor on a quiet day meets it: nobody signed in, no question today, none in the archive. */
export async function startVisitorApi(): Promise<FakeApi> {
  const api = await startFakeApi();
  api.on('GET /api/auth/me', errorReply(401, 'Please log in'));
  api.on('GET /api/questions/today', { body: [] });
  api.on('GET /api/questions/public', { body: [] });
  return api;
}
